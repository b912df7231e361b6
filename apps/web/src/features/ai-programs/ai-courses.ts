import { IconBrain, IconCloudComputing, IconSparkles, type TablerIcon } from '@tabler/icons-react';

/** Spec 001 §3 Learner course card (static). */
export interface AiCourse {
  id: number;
  duration: string;
  title: string;
  description: string;
  /** Three bullet items. */
  features: [string, string, string];
  /** In rupees. */
  price: number;
  icon: TablerIcon;
}

/** The three AI learning paths; titles, durations and prices are spec 001 §3 and §9. */
export const aiCourses: AiCourse[] = [
  {
    id: 1,
    duration: '60 Days',
    title: 'Machine Learning Mastery',
    description:
      'From data preparation to deployed models: supervised and unsupervised learning, evaluation and MLOps basics.',
    features: [
      'Hands-on projects on real datasets',
      'Model evaluation and tuning',
      'Deploy a model as an API',
    ],
    price: 45_000,
    icon: IconBrain,
  },
  {
    id: 2,
    duration: '60 Days',
    title: 'Next-Gen Generative AI',
    description:
      'Build with large language models: prompt design, retrieval-augmented generation, agents and fine-tuning.',
    features: ['Build a RAG chatbot', 'Prompt engineering and evaluation', 'Responsible AI practices'],
    price: 45_000,
    icon: IconSparkles,
  },
  {
    id: 3,
    duration: '4 Months',
    title: 'Cloud AI Solutions',
    description:
      'Design, train and run AI workloads on the cloud: managed ML services, pipelines, scaling and cost control.',
    features: ['AWS, Azure and Google Cloud labs', 'End-to-end ML pipelines', 'Certification preparation'],
    price: 60_000,
    icon: IconCloudComputing,
  },
];

/** '₹45,000': rupees with Indian digit grouping. */
export function formatRupees(amount: number): string {
  return `₹${amount.toLocaleString('en-IN')}`;
}
