import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import {
  assessmentMessages as am,
  type Mcq,
  mcqInputSchema,
  OPTION_KEYS,
  type OptionKey,
  repeatedOptions,
} from '@skillpath/contract';
import { type FormEvent, useState } from 'react';
import { AdminForm } from '../shared/admin-form';
import type { TaskResult } from '../shared/use-busy-task';
import type { McqFields } from './test-bank-api';

interface McqFormProps {
  domainId: number;
  categoryId: number;
  categoryName: string;
  mcq: Mcq | null;
  busy: boolean;
  onSubmit: (fields: McqFields) => Promise<TaskResult<unknown>>;
  onCancel: () => void;
}

type Options = Record<OptionKey, string>;
const noOptions: Options = { A: '', B: '', C: '', D: '' };
type FieldName = 'question' | OptionKey | 'correct_answer';

/**
 * Spec 001 §5 MCQ form: a question, options A to D (an empty one gets a red border, no text) and the
 * correct answer. Submit stays disabled while the form is invalid or a call runs.
 */
export function McqForm({ domainId, categoryId, categoryName, mcq, busy, onSubmit, onCancel }: McqFormProps) {
  const editing = mcq !== null;
  const [question, setQuestion] = useState(mcq?.question ?? '');
  const [options, setOptions] = useState<Options>(mcq?.options ?? noOptions);
  const [answer, setAnswer] = useState<string | null>(mcq?.correct_answer ?? null);
  const [touched, setTouched] = useState<Set<FieldName>>(() => new Set());
  const touch = (name: FieldName) => setTouched((prev) => (prev.has(name) ? prev : new Set(prev).add(name)));

  const parsed = mcqInputSchema.safeParse({
    category: categoryId,
    domain: domainId,
    question,
    options,
    correct_answer: answer ?? undefined,
  });
  const shows = (name: FieldName) => touched.has(name);
  const repeated = repeatedOptions(options);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success) return;
    const result = await onSubmit(parsed.data);
    if (result.ok) {
      setQuestion('');
      setOptions(noOptions);
      setAnswer(null);
      setTouched(new Set());
    }
  };

  return (
    <AdminForm
      title={editing ? `Edit MCQ in ${categoryName}` : `Add an MCQ to ${categoryName}`}
      editKey={mcq?.id}
      onSubmit={submit}
      aria-label={editing ? 'Edit MCQ' : 'Add an MCQ'}
      submitLabel={editing ? 'Update MCQ' : 'Create MCQ'}
      editing={editing}
      busy={busy}
      disabled={busy || !parsed.success}
      onCancel={onCancel}
    >
      <Textarea
        label="Question"
        required
        autosize
        minRows={2}
        maxLength={2000}
        value={question}
        onChange={(event) => {
          setQuestion(event.currentTarget.value);
          touch('question');
        }}
        onBlur={() => touch('question')}
        error={shows('question') && !question.trim() ? am.questionRequired : undefined}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {OPTION_KEYS.map((key) => (
          <TextInput
            key={key}
            label={`Option ${key}`}
            required
            maxLength={500}
            value={options[key]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setOptions((prev) => ({ ...prev, [key]: value }));
              touch(key);
            }}
            onBlur={() => touch(key)}
            // Empty: red border, no text (spec 001 §5); a repeat of another option says so.
            error={repeated[key] ?? (shows(key) && !options[key].trim())}
          />
        ))}
      </SimpleGrid>
      <Select
        label="Correct answer"
        required
        placeholder="Choose the correct option"
        data={[...OPTION_KEYS]}
        value={answer}
        onChange={(value) => {
          setAnswer(value);
          touch('correct_answer');
        }}
        onBlur={() => touch('correct_answer')}
        allowDeselect={false}
        error={shows('correct_answer') && !answer ? am.correctAnswerRequired : undefined}
        maw={240}
      />
    </AdminForm>
  );
}
