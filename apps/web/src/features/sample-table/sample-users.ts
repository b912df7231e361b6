export type SampleStatus = 'Active' | 'Invited' | 'Suspended';

export interface SampleUser {
  id: number;
  name: string;
  email: string;
  role: 'Learner' | 'Trainer' | 'Admin';
  joined: string;
  status: SampleStatus;
}

/** Spec 000 §2 /tabledata: static sample rows, not real people (DESIGN §8 sample-only screens). */
export const SAMPLE_USERS: readonly SampleUser[] = [
  {
    id: 1,
    name: 'Asha Rao',
    email: 'asha.rao@example.com',
    role: 'Learner',
    joined: '2025-01-14',
    status: 'Active',
  },
  {
    id: 2,
    name: 'Rahul Verma',
    email: 'rahul.verma@example.com',
    role: 'Trainer',
    joined: '2024-11-02',
    status: 'Active',
  },
  {
    id: 3,
    name: 'Priya Sharma',
    email: 'priya.sharma@example.com',
    role: 'Trainer',
    joined: '2024-08-21',
    status: 'Active',
  },
  {
    id: 4,
    name: 'Kiran Reddy',
    email: 'kiran.reddy@example.com',
    role: 'Learner',
    joined: '2025-02-03',
    status: 'Invited',
  },
  {
    id: 5,
    name: 'Meera Nair',
    email: 'meera.nair@example.com',
    role: 'Admin',
    joined: '2024-05-10',
    status: 'Active',
  },
  {
    id: 6,
    name: 'Arjun Das',
    email: 'arjun.das@example.com',
    role: 'Learner',
    joined: '2025-03-18',
    status: 'Suspended',
  },
  {
    id: 7,
    name: 'Sneha Iyer',
    email: 'sneha.iyer@example.com',
    role: 'Learner',
    joined: '2025-04-07',
    status: 'Active',
  },
  {
    id: 8,
    name: 'Vikram Singh',
    email: 'vikram.singh@example.com',
    role: 'Learner',
    joined: '2025-05-22',
    status: 'Invited',
  },
];
