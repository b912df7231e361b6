import { Button, Card, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { type Domain, domainSettingsSchema } from '@skillpath/contract';
import { type FormEvent, useState } from 'react';
import { CardActions } from '../shared/card-actions';
import { CardImage } from '../shared/card-image';
import type { DomainSettings } from './test-bank-api';

interface DomainCardProps {
  domain: Domain;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onSaveSettings: (settings: DomainSettings) => void;
}

type SettingsValues = Record<keyof DomainSettings, string | number>;

const settingsOf = (domain: Domain): SettingsValues => ({
  aptitude_questions: domain.aptitude_questions,
  domain_questions: domain.domain_questions,
  minutes_per_section: domain.minutes_per_section,
});

const settingFields: { name: keyof DomainSettings; label: string; max: number }[] = [
  { name: 'aptitude_questions', label: 'Aptitude questions', max: 100 },
  { name: 'domain_questions', label: 'Domain questions', max: 100 },
  { name: 'minutes_per_section', label: 'Minutes per section', max: 180 },
];

/** A domain of the grid (spec 001 §2) with Edit, Delete and its test settings (questions and minutes). */
export function DomainCard({ domain, busy, onEdit, onDelete, onSaveSettings }: DomainCardProps) {
  const [values, setValues] = useState<SettingsValues>(() => settingsOf(domain));
  const parsed = domainSettingsSchema.safeParse(values);
  const errorOf = (name: keyof DomainSettings) =>
    parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path[0] === name)?.message;

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (parsed.success) onSaveSettings(parsed.data);
  };

  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-label={domain.name}>
      <Card.Section>
        <CardImage src={domain.image} />
      </Card.Section>
      <Title order={3} size="h5" mt="md">
        {domain.name}
      </Title>
      {domain.description && (
        <Text size="sm" c="dimmed" mt={4} lineClamp={3}>
          {domain.description}
        </Text>
      )}
      <form onSubmit={save} noValidate aria-label={`Test settings: ${domain.name}`}>
        <Stack gap="xs" mt="sm">
          <Group grow gap="xs" align="flex-start">
            {settingFields.map((field) => (
              <NumberInput
                key={field.name}
                size="xs"
                label={field.label}
                min={1}
                max={field.max}
                allowDecimal={false}
                allowNegative={false}
                value={values[field.name]}
                onChange={(value) => setValues((prev) => ({ ...prev, [field.name]: value }))}
                error={errorOf(field.name)}
              />
            ))}
          </Group>
          <Button type="submit" size="xs" variant="light" disabled={busy || !parsed.success}>
            Save settings
          </Button>
        </Stack>
      </form>
      <CardActions name={domain.name} onEdit={onEdit} onDelete={onDelete} disabled={busy} />
    </Card>
  );
}
