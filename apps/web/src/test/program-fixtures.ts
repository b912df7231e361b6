import type { Program } from '@skillpath/contract';

const weeks = (n: number, first: string) =>
  Array.from({ length: n }, (_, i) => ({
    title: i === 0 ? first : `Week focus ${i + 1}`,
    topics: ['A', 'B'],
  }));

/** Programs as the API serves them, for component tests. */
export const samplePrograms: Program[] = [
  {
    id: 11,
    title: 'Machine Learning Mastery',
    duration: '60 Days',
    price: 45_000,
    description: 'From data preparation to deployed models.',
    features: [
      'Hands-on projects on real datasets',
      'Model evaluation and tuning',
      'Deploy a model as an API',
    ],
    curriculum: weeks(9, 'Python for data'),
    position: 1,
  },
  {
    id: 12,
    title: 'Next-Gen Generative AI',
    duration: '60 Days',
    price: 45_000,
    description: 'Build with large language models.',
    features: ['Build a RAG chatbot', 'Prompt engineering and evaluation', 'Responsible AI practices'],
    curriculum: weeks(9, 'Foundations of generative AI'),
    position: 2,
  },
  {
    id: 13,
    title: 'Cloud AI Solutions',
    duration: '4 Months',
    price: 60_000,
    description: 'Design, train and run AI workloads on the cloud.',
    features: ['AWS, Azure and Google Cloud labs', 'End-to-end ML pipelines', 'Certification preparation'],
    curriculum: weeks(16, 'Cloud fundamentals'),
    position: 3,
  },
];
