import { Alert, Button, Select, Stack, TextInput } from '@mantine/core';
import {
  CALLBACK_COURSES,
  type EnquiryCreate,
  enquiryCreateSchema,
  enquiryMessages,
} from '@skillpath/contract';
import { useRef } from 'react';
import { ApiRequestError } from '../../lib/api';
import { applyFieldErrors, useSchemaForm } from '../../lib/forms';
import { enquiryErrorMessage, useCreateEnquiry } from './use-create-enquiry';

interface CallbackFormProps {
  /** Called once the server has accepted an enquiry (the overlay closes itself on it). */
  onSubmitted?: () => void;
  /** Focus the name field when the form appears (inside the overlay). */
  autoFocus?: boolean;
}

type CallbackValues = { name: string; phone: string; interested_course: string };
const emptyValues: CallbackValues = { name: '', phone: '', interested_course: '' };

/**
 * Spec 000 §2/§4/§5 callback form: name, phone, course; submitting, then success (message, form reset)
 * or error (message stays). The same form sits in the home page overlay and on the training page.
 */
export function CallbackForm({ onSubmitted, autoFocus = false }: CallbackFormProps) {
  // The course starts empty (no choice yet), so the form's values are plain strings; the schema
  // narrows them to the contract's course names on submit.
  const { form, field } = useSchemaForm<CallbackValues, EnquiryCreate>(enquiryCreateSchema, emptyValues);
  const request = useCreateEnquiry();
  const formRef = useRef<HTMLFormElement>(null);
  const course = field('interested_course');

  const submit = form.onSubmit(
    (input) =>
      request.mutate(input, {
        onSuccess: () => {
          form.reset();
          onSubmitted?.();
        },
        onError: (error) => {
          if (error instanceof ApiRequestError) applyFieldErrors(form, error);
        },
      }),
    // The submit button stays enabled so a person learns what is missing; take them to the first gap.
    (errors) => {
      const first = Object.keys(errors)[0];
      if (first) formRef.current?.querySelector<HTMLElement>(`[data-path="${first}"]`)?.focus();
    },
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="sm">
        {request.isSuccess && (
          <Alert color="green" variant="light" title="Thank you!">
            {enquiryMessages.success}
          </Alert>
        )}
        {request.isError && (
          <Alert color="red" variant="light" title="Not sent">
            {enquiryErrorMessage(request.error)}
          </Alert>
        )}
        <TextInput
          label="Name"
          autoComplete="name"
          withAsterisk
          data-autofocus={autoFocus || undefined}
          {...field('name')}
        />
        <TextInput
          label="Phone number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          description="10 digits, no spaces"
          withAsterisk
          {...field('phone')}
        />
        <Select
          label="Interested course"
          placeholder="Choose a course"
          data={CALLBACK_COURSES}
          allowDeselect={false}
          withAsterisk
          {...course}
          // Select clears its text only for null; an empty string (no choice, after a reset) means null.
          value={course.value || null}
        />
        <Button type="submit" loading={request.isPending} mt="xs">
          Submit
        </Button>
      </Stack>
    </form>
  );
}
