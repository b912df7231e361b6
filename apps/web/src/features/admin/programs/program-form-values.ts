import type { Program, ProgramInput } from '@skillpath/contract';

/** One week as typed: its topics one a line. `key` keeps a row's inputs when another is removed. */
export interface WeekValues {
  key: string;
  title: string;
  topics: string;
}

/** The program form as typed; features are one a line. */
export interface ProgramFormValues {
  title: string;
  duration: string;
  price: number | string;
  position: number | string;
  description: string;
  features: string;
  curriculum: WeekValues[];
}

let rows = 0;
export const newWeek = (title = '', topics: string[] = []): WeekValues => ({
  key: `week-${++rows}`,
  title,
  topics: topics.join('\n'),
});

export const emptyProgramValues = (): ProgramFormValues => ({
  title: '',
  duration: '',
  price: '',
  position: 0,
  description: '',
  features: '',
  curriculum: [newWeek()],
});

/** Edit prefills every field from the card. */
export const programValuesOf = (program: Program): ProgramFormValues => ({
  title: program.title,
  duration: program.duration,
  price: program.price,
  position: program.position,
  description: program.description,
  features: program.features.join('\n'),
  curriculum: program.curriculum.map((week) => newWeek(week.title, week.topics)),
});

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** What the contract's programInputSchema checks: lists from the lines typed. */
export const programInputOf = (values: ProgramFormValues): ProgramInput => ({
  title: values.title,
  duration: values.duration,
  price: values.price,
  position: values.position === '' ? 0 : Number(values.position),
  description: values.description,
  features: lines(values.features),
  curriculum: values.curriculum.map((week) => ({ title: week.title, topics: lines(week.topics) })),
});
