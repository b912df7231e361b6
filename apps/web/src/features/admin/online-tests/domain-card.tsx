import { Badge, Button, Card, Group, NumberInput, Select, Stack, Switch, Text, Title } from '@mantine/core';
import {
  assessmentMessages as am,
  bankShortfalls,
  COUNTED_SCORES,
  type CountedScore,
  type Domain,
  domainSettingsSchema,
} from '@skillpath/contract';
import { type FormEvent, useState } from 'react';
import { CardActions } from '../shared/card-actions';
import { CardImage } from '../shared/card-image';
import { BankCounts } from './bank-counts';
import type { DomainSettings } from './test-bank-api';

interface DomainCardProps {
  domain: Domain;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onSaveSettings: (settings: DomainSettings) => void;
}

type NumberSetting =
  | 'aptitude_questions'
  | 'domain_questions'
  | 'minutes_per_section'
  | 'attempts_per_section'
  | 'hours_between_attempts';
type SettingsValues = Record<NumberSetting, string | number> & {
  counted_score: CountedScore;
  show_correct_answers: boolean;
  published: boolean;
};

const settingsOf = (domain: Domain): SettingsValues => ({
  aptitude_questions: domain.aptitude_questions,
  domain_questions: domain.domain_questions,
  minutes_per_section: domain.minutes_per_section,
  attempts_per_section: domain.attempts_per_section,
  hours_between_attempts: domain.hours_between_attempts,
  counted_score: domain.counted_score,
  show_correct_answers: domain.show_correct_answers,
  published: domain.published,
});

/** A key that changes whenever a domain's settings do, so its card starts from the saved values. */
export const settingsKey = (domain: Domain) => `${domain.id}-${Object.values(settingsOf(domain)).join('-')}`;

type NumberField = { name: NumberSetting; label: string; min: number; max: number };
const sizeFields: NumberField[] = [
  { name: 'aptitude_questions', label: 'Aptitude questions', min: 1, max: 100 },
  { name: 'domain_questions', label: 'Domain questions', min: 1, max: 100 },
  { name: 'minutes_per_section', label: 'Minutes per section', min: 1, max: 180 },
];
// The attempt policy (DESIGN §7) that stops answer harvesting: few attempts, spaced, the key held back.
const attemptFields: NumberField[] = [
  { name: 'attempts_per_section', label: 'Attempts per section', min: 1, max: 20 },
  { name: 'hours_between_attempts', label: 'Hours between attempts', min: 0, max: 720 },
];

const countedScoreLabels: Record<CountedScore, string> = {
  best: 'Best attempt',
  latest: 'Latest attempt',
  first: 'First attempt',
};

/**
 * A domain of the grid (spec 001 §2) with Edit, Delete and its test settings: questions and minutes,
 * the attempt policy, and whether a learner's review shows the correct answers.
 */
export function DomainCard({ domain, busy, onEdit, onDelete, onSaveSettings }: DomainCardProps) {
  const [values, setValues] = useState<SettingsValues>(() => settingsOf(domain));
  const parsed = domainSettingsSchema.safeParse(values);
  // The server's rule, said before saving: a published domain's bank must fill what each section draws.
  const shortfalls = parsed.success && values.published ? bankShortfalls(parsed.data, domain.bank) : {};
  const canSave = parsed.success && Object.keys(shortfalls).length === 0;
  const errorOf = (name: keyof SettingsValues) =>
    parsed.success
      ? shortfalls[name as keyof typeof shortfalls]
      : parsed.error.issues.find((issue) => issue.path[0] === name)?.message;

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (canSave) onSaveSettings(parsed.data);
  };

  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-label={domain.name}>
      <Card.Section>
        <CardImage src={domain.image} />
      </Card.Section>
      <Group justify="space-between" wrap="nowrap" gap="xs" mt="md">
        <Title order={3} size="h5">
          {domain.name}
        </Title>
        <Badge color={domain.published ? 'teal.9' : 'gray.7'}>
          {domain.published ? 'Published' : 'Draft'}
        </Badge>
      </Group>
      {domain.description && (
        <Text size="sm" c="dimmed" mt={4} lineClamp={3}>
          {domain.description}
        </Text>
      )}
      <form onSubmit={save} noValidate aria-label={`Test settings: ${domain.name}`}>
        <Stack gap="xs" mt="sm">
          <BankCounts bank={domain.bank} />
          {[sizeFields, attemptFields].map((fields) => (
            <Group key={fields[0]!.name} grow gap="xs" align="flex-start">
              {fields.map((field) => (
                <NumberInput
                  key={field.name}
                  size="xs"
                  label={field.label}
                  min={field.min}
                  max={field.max}
                  allowDecimal={false}
                  allowNegative={false}
                  value={values[field.name]}
                  onChange={(value) => setValues((prev) => ({ ...prev, [field.name]: value }))}
                  error={errorOf(field.name)}
                />
              ))}
            </Group>
          ))}
          <Select
            size="xs"
            label="Score that counts"
            data={COUNTED_SCORES.map((value) => ({ value, label: countedScoreLabels[value] }))}
            value={values.counted_score}
            allowDeselect={false}
            onChange={(value) =>
              value && setValues((prev) => ({ ...prev, counted_score: value as CountedScore }))
            }
          />
          <Switch
            label="Show correct answers"
            description={values.show_correct_answers ? am.keyShownSetting : am.keyHiddenSetting}
            checked={values.show_correct_answers}
            onChange={(event) => {
              const show_correct_answers = event.currentTarget.checked;
              setValues((prev) => ({ ...prev, show_correct_answers }));
            }}
          />
          <Switch
            label="Published"
            description={values.published ? am.domainPublished : am.domainDraft}
            checked={values.published}
            onChange={(event) => {
              const published = event.currentTarget.checked;
              setValues((prev) => ({ ...prev, published }));
            }}
          />
          <Button type="submit" size="xs" variant="light" disabled={busy || !canSave}>
            Save settings
          </Button>
        </Stack>
      </form>
      <CardActions name={domain.name} onEdit={onEdit} onDelete={onDelete} disabled={busy} />
    </Card>
  );
}
