/** One week of a fixed syllabus. */
interface CurriculumWeek {
  week: number;
  title: string;
  topics: string[];
}

export interface Curriculum {
  /** Tab value; Mantine builds element ids from it, so it holds no spaces. */
  slug: string;
  /** The course title it belongs to; also the tab's label (spec 001 §2). */
  course: string;
  weeks: CurriculumWeek[];
}

const numbered = (weeks: Omit<CurriculumWeek, 'week'>[]): CurriculumWeek[] =>
  weeks.map((week, index) => ({ week: index + 1, ...week }));

/**
 * Spec 001 §2 and §9: the fixed weekly syllabus of each learning path — Machine Learning Mastery 9
 * weeks, Next-Gen Generative AI 9 weeks, Cloud AI Solutions 4 months (16 weeks). The first is the
 * default tab.
 */
export const aiCurricula: Curriculum[] = [
  {
    slug: 'machine-learning',
    course: 'Machine Learning Mastery',
    weeks: numbered([
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
    ]),
  },
  {
    slug: 'generative-ai',
    course: 'Next-Gen Generative AI',
    weeks: numbered([
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
    ]),
  },
  {
    slug: 'cloud-ai',
    course: 'Cloud AI Solutions',
    weeks: numbered([
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
      {
        title: 'Managed ML on AWS',
        topics: ['SageMaker notebooks', 'Training jobs', 'Model registry'],
      },
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
    ]),
  },
];
