/**
 * Demo programs: the three AI learning paths of /aiuserpage with their listed prices (whole rupees),
 * three features each and a weekly curriculum (9, 9 and 16 weeks).
 */
export const demoPrograms = [
  {
    title: 'Machine Learning Mastery',
    duration: '60 Days',
    price: 45_000,
    description:
      'From data preparation to deployed models: supervised and unsupervised learning, evaluation and MLOps basics.',
    features: [
      'Hands-on projects on real datasets',
      'Model evaluation and tuning',
      'Deploy a model as an API',
    ],
    curriculum: [
      {
        title: 'Python for data',
        topics: [
          'NumPy arrays and vectorisation',
          'pandas DataFrames',
          'Plotting with Matplotlib and Seaborn',
        ],
      },
      {
        title: 'Maths for machine learning',
        topics: ['Linear algebra essentials', 'Probability and distributions', 'Gradients and optimisation'],
      },
      {
        title: 'Data preparation',
        topics: [
          'Cleaning and missing values',
          'Feature engineering and scaling',
          'Train, validation and test splits',
        ],
      },
      {
        title: 'Regression',
        topics: [
          'Linear and polynomial regression',
          'Regularisation: ridge and lasso',
          'Error metrics: MAE, RMSE, R²',
        ],
      },
      {
        title: 'Classification',
        topics: ['Logistic regression and k-NN', 'Decision trees', 'Precision, recall, ROC and AUC'],
      },
      {
        title: 'Ensembles',
        topics: [
          'Random forests',
          'Gradient boosting with XGBoost',
          'Cross-validation and hyperparameter search',
        ],
      },
      {
        title: 'Unsupervised learning',
        topics: [
          'k-means and hierarchical clustering',
          'PCA and dimensionality reduction',
          'Anomaly detection',
        ],
      },
      {
        title: 'Neural networks',
        topics: [
          'Perceptrons and backpropagation',
          'Building networks in PyTorch',
          'Overfitting, dropout and early stopping',
        ],
      },
      {
        title: 'Deployment and capstone',
        topics: [
          'Serving a model behind an API',
          'Experiment tracking and model cards',
          'Capstone project presentation',
        ],
      },
    ],
  },
  {
    title: 'Next-Gen Generative AI',
    duration: '60 Days',
    price: 45_000,
    description:
      'Build with large language models: prompt design, retrieval-augmented generation, agents and fine-tuning.',
    features: ['Build a RAG chatbot', 'Prompt engineering and evaluation', 'Responsible AI practices'],
    curriculum: [
      {
        title: 'Foundations of generative AI',
        topics: ['From n-grams to transformers', 'Tokens, embeddings and attention', 'The model landscape'],
      },
      {
        title: 'Working with LLM APIs',
        topics: [
          'Chat completion APIs',
          'Temperature, top-p and token limits',
          'Structured output with JSON schemas',
        ],
      },
      {
        title: 'Prompt engineering',
        topics: [
          'Zero-shot and few-shot prompting',
          'Chain-of-thought and self-consistency',
          'Prompt testing and versioning',
        ],
      },
      {
        title: 'Embeddings and vector search',
        topics: ['Sentence embeddings', 'Vector databases and indexes', 'Semantic search relevance'],
      },
      {
        title: 'Retrieval-augmented generation',
        topics: [
          'Chunking and indexing documents',
          'Retrieval pipelines and re-ranking',
          'Grounded answers with citations',
        ],
      },
      {
        title: 'Agents and tool use',
        topics: ['Function calling', 'Planning and multi-step agents', 'Guarding tools against misuse'],
      },
      {
        title: 'Fine-tuning',
        topics: [
          'When to fine-tune rather than prompt',
          'LoRA and parameter-efficient tuning',
          'Preparing instruction datasets',
        ],
      },
      {
        title: 'Evaluation and responsible AI',
        topics: [
          'Measuring quality and hallucination',
          'Bias, safety and privacy',
          'Red-teaming and guardrails',
        ],
      },
      {
        title: 'Shipping and capstone',
        topics: [
          'Cost, latency and caching',
          'Monitoring an LLM application',
          'Capstone: a production-ready assistant',
        ],
      },
    ],
  },
  {
    title: 'Cloud AI Solutions',
    duration: '4 Months',
    price: 60_000,
    description:
      'Design, train and run AI workloads on the cloud: managed ML services, pipelines, scaling and cost control.',
    features: ['AWS, Azure and Google Cloud labs', 'End-to-end ML pipelines', 'Certification preparation'],
    curriculum: [
      {
        title: 'Cloud fundamentals',
        topics: [
          'Regions, zones and shared responsibility',
          'Compute, storage and networking',
          'Accounts and billing',
        ],
      },
      {
        title: 'Identity and security',
        topics: ['IAM users, roles and policies', 'Secrets management', 'Encryption at rest and in transit'],
      },
      {
        title: 'Data storage for AI',
        topics: ['Object storage and data lakes', 'Managed databases', 'Data formats: Parquet and CSV'],
      },
      {
        title: 'Data pipelines',
        topics: ['Batch ETL jobs', 'Streaming ingestion', 'Orchestration with managed workflows'],
      },
      {
        title: 'Machine learning refresher',
        topics: ['Supervised learning workflow', 'Feature engineering', 'Model evaluation'],
      },
      { title: 'Managed ML on AWS', topics: ['SageMaker notebooks', 'Training jobs', 'Model registry'] },
      {
        title: 'Managed ML on Azure',
        topics: ['Azure Machine Learning workspaces', 'Automated ML', 'Designer pipelines'],
      },
      {
        title: 'Managed ML on Google Cloud',
        topics: ['Vertex AI Workbench', 'Custom training', 'Vertex AI pipelines'],
      },
      {
        title: 'Pre-built AI services',
        topics: ['Vision and speech APIs', 'Language and translation APIs', 'Document understanding'],
      },
      {
        title: 'Containers for AI',
        topics: ['Docker images for models', 'Container registries', 'GPU containers'],
      },
      {
        title: 'Kubernetes and scaling',
        topics: ['Kubernetes basics', 'Autoscaling inference', 'Serverless inference endpoints'],
      },
      {
        title: 'MLOps',
        topics: [
          'CI/CD for models',
          'Infrastructure as code with Terraform',
          'Model versioning and rollback',
        ],
      },
      {
        title: 'Generative AI on the cloud',
        topics: ['Amazon Bedrock and Azure OpenAI', 'Vertex AI generative models', 'Cloud RAG architectures'],
      },
      {
        title: 'Monitoring and cost',
        topics: ['Model and data drift monitoring', 'Logging and alerting', 'Cost optimisation'],
      },
      {
        title: 'Architecture and certification',
        topics: ['Well-architected AI solutions', 'Case studies', 'Certification exam practice'],
      },
      {
        title: 'Capstone project',
        topics: ['Design and build an end-to-end cloud AI solution', 'Security and cost review', 'Demo day'],
      },
    ],
  },
];
