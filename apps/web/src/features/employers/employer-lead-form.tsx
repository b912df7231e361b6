import { Alert, Button, Stack, Textarea, TextInput } from '@mantine/core';
import { type EmployerLeadCreate, employerLeadCreateSchema, placementMessages } from '@skillpath/contract';
import { IconCircleCheck } from '@tabler/icons-react';
import { useRef } from 'react';
import { ApiRequestError } from '../../lib/api';
import { applyFieldErrors, useSchemaForm } from '../../lib/forms';
import { leadErrorMessage, useCreateLead } from './use-create-lead';

type LeadValues = { name: string; email: string; company_name: string; requirements: string };
const emptyValues: LeadValues = { name: '', email: '', company_name: '', requirements: '' };

/**
 * Spec 001 §3 Hire contact form (name, email, company name, requirements), validated with the contract
 * schema and sent to the hiring team; on the hire page and the contact page.
 */
export function EmployerLeadForm() {
  const { form, field } = useSchemaForm<LeadValues, EmployerLeadCreate>(
    employerLeadCreateSchema,
    emptyValues,
  );
  const request = useCreateLead();
  const formRef = useRef<HTMLFormElement>(null);

  const submit = form.onSubmit(
    (input) =>
      request.mutate(input, {
        onSuccess: () => form.reset(),
        onError: (error) => {
          if (error instanceof ApiRequestError) applyFieldErrors(form, error);
        },
      }),
    // The button stays enabled so a person learns what is missing; take them to the first gap.
    (errors) => {
      const first = Object.keys(errors)[0];
      if (first) formRef.current?.querySelector<HTMLElement>(`[data-path="${first}"]`)?.focus();
    },
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Get in Touch">
      <Stack gap="sm">
        {request.isSuccess && (
          <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
            {request.data?.message ?? placementMessages.leadSent}
          </Alert>
        )}
        {request.isError && (
          <Alert color="red" variant="light" role="alert">
            {leadErrorMessage(request.error)}
          </Alert>
        )}
        <TextInput label="Name" autoComplete="name" withAsterisk {...field('name')} />
        <TextInput label="Email" type="email" autoComplete="email" withAsterisk {...field('email')} />
        <TextInput label="Company name" autoComplete="organization" withAsterisk {...field('company_name')} />
        <Textarea
          label="Requirements"
          description="Roles, skills, number of people, location"
          rows={4}
          resize="vertical"
          withAsterisk
          {...field('requirements')}
        />
        <Button type="submit" loading={request.isPending} mt="xs">
          Submit
        </Button>
      </Stack>
    </form>
  );
}
