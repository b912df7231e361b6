import { ActionIcon, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { assessmentMessages as am, type Category, type Mcq } from '@skillpath/contract';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { testBankFailure as failure, testBankScreenMessages as sm } from '../shared/admin-messages';
import { confirmAction } from '../shared/confirm';
import { errorReason } from '../shared/error-text';
import { LoadError } from '../shared/load-error';
import { LoadingState } from '../shared/loading-state';
import type { BusyTask } from '../shared/use-busy-task';
import { CategoryForm } from './category-form';
import { McqForm } from './mcq-form';
import { McqList } from './mcq-list';
import {
  type CategoryFields,
  createCategory,
  createMcq,
  deleteCategory,
  deleteMcq,
  type McqFields,
  testBankQueries,
  updateCategory,
  updateMcq,
  useTestBankCache,
} from './test-bank-api';

/**
 * Spec 001 §2, §4 MCQs tab: choose a domain, then its categories (create, edit, delete, select), then
 * the selected category's MCQs with their form.
 */
export function McqsTab({ task }: { task: BusyTask }) {
  const domains = useQuery(testBankQueries.domains());
  const cache = useTestBankCache();
  const [domainId, setDomainId] = useState<number | null>(null);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [editingCategory, setEditingCategory] = useState<Category | null>(null);
  const [editingMcq, setEditingMcq] = useState<Mcq | null>(null);
  // A new value remounts the MCQ form, i.e. resets it (spec 001 §4).
  const [mcqFormSerial, setMcqFormSerial] = useState(0);
  const resetMcqForm = () => {
    setEditingMcq(null);
    setMcqFormSerial((n) => n + 1);
  };

  const categories = useQuery({ ...testBankQueries.categories(domainId ?? 0), enabled: domainId !== null });
  const mcqs = useQuery({
    ...testBankQueries.mcqs(domainId ?? 0, categoryId ?? 0),
    enabled: domainId !== null && categoryId !== null,
  });
  const category = categories.data?.find((c) => c.id === categoryId) ?? null;

  const chooseDomain = (value: string | null) => {
    setDomainId(value ? Number(value) : null);
    setCategoryId(null);
    setEditingCategory(null);
    resetMcqForm();
  };

  const chooseCategory = (id: number) => {
    setCategoryId(id);
    resetMcqForm();
  };

  const saveCategory = async (fields: CategoryFields) => {
    const domain = fields.domain_id;
    if (editingCategory) {
      const id = editingCategory.id;
      const result = await task.run(() => updateCategory(id, fields), {
        success: am.categoryUpdated,
        errorText: (error) => errorReason(error, { fallback: failure('update', 'category') }),
      });
      if (result.ok) {
        cache.categories(domain, (list) => list.map((c) => (c.id === id ? result.value : c)));
        setEditingCategory(null);
      }
      return result;
    }
    const result = await task.run(() => createCategory(fields), {
      success: am.categoryCreated,
      errorText: (error) => errorReason(error, { fallback: failure('create', 'category') }),
    });
    if (result.ok) cache.categories(domain, (list) => [...list, result.value]);
    return result;
  };

  const removeCategory = async (target: Category) => {
    const confirmed = await confirmAction({
      title: 'Delete category',
      message: am.confirmDeleteCategory,
      confirmLabel: 'Delete',
    });
    if (!confirmed) return;
    const result = await task.run(() => deleteCategory(target.id), {
      success: am.categoryDeleted,
      errorText: (error) => errorReason(error, { fallback: failure('delete', 'category') }),
    });
    if (!result.ok) return;
    cache.categories(target.domain_id, (list) => list.filter((c) => c.id !== target.id));
    if (editingCategory?.id === target.id) setEditingCategory(null);
    if (categoryId === target.id) {
      setCategoryId(null);
      resetMcqForm();
    }
  };

  const saveMcq = async (fields: McqFields) => {
    const key = [fields.domain, fields.category] as const;
    if (editingMcq) {
      const id = editingMcq.id;
      const result = await task.run(() => updateMcq(id, fields), {
        success: am.mcqUpdated,
        errorText: (error) => errorReason(error, { fallback: failure('update', 'MCQ') }),
      });
      if (result.ok) {
        cache.mcqs(...key, (list) => list.map((q) => (q.id === id ? result.value : q)));
        resetMcqForm();
      }
      return result;
    }
    const result = await task.run(() => createMcq(fields), {
      success: am.mcqCreated,
      errorText: (error) => errorReason(error, { fallback: failure('create', 'MCQ') }),
    });
    if (result.ok) cache.mcqs(...key, (list) => [...list, result.value]);
    return result;
  };

  const removeMcq = async (target: Mcq) => {
    const confirmed = await confirmAction({
      title: 'Delete MCQ',
      message: am.confirmDeleteMcq,
      confirmLabel: 'Delete',
    });
    if (!confirmed) return;
    const result = await task.run(() => deleteMcq(target.id), {
      success: am.mcqDeleted,
      errorText: (error) => errorReason(error, { fallback: failure('delete', 'MCQ') }),
    });
    if (!result.ok) return;
    cache.mcqs(target.domain, target.category, (list) => list.filter((q) => q.id !== target.id));
    if (editingMcq?.id === target.id) resetMcqForm();
  };

  if (domains.isPending) return <LoadingState label="Loading domains" />;
  if (domains.isError)
    return (
      <LoadError
        message={am.domainsLoadFailed}
        onRetry={() => domains.refetch()}
        retrying={domains.isFetching}
      />
    );

  return (
    <Stack gap="xl">
      <Select
        label="Domain"
        placeholder="Select a domain"
        data={domains.data.map((d) => ({ value: String(d.id), label: d.name }))}
        value={domainId === null ? null : String(domainId)}
        onChange={chooseDomain}
        allowDeselect={false}
        disabled={task.busy}
        maw={360}
      />

      {domainId !== null && (
        <Paper
          component="section"
          withBorder
          radius="lg"
          p={{ base: 'md', sm: 'lg' }}
          aria-labelledby="admin-categories-title"
        >
          <Title order={2} size="h4" id="admin-categories-title" mb="md">
            Categories
          </Title>
          <Stack gap="lg">
            <CategoryForm
              key={`${domainId}-${editingCategory?.id ?? 'new'}`}
              domainId={domainId}
              category={editingCategory}
              busy={task.busy}
              onSubmit={saveCategory}
              onCancel={() => setEditingCategory(null)}
            />
            {categories.isPending ? (
              <LoadingState label="Loading categories" />
            ) : categories.isError ? (
              <LoadError
                message={am.categoriesLoadFailed}
                onRetry={() => categories.refetch()}
                retrying={categories.isFetching}
              />
            ) : categories.data.length === 0 ? (
              <Text c="dimmed">{sm.noCategories}</Text>
            ) : (
              <Group gap="md" role="list" aria-label="Categories of the domain">
                {categories.data.map((c) => (
                  <Group key={c.id} gap={4} wrap="nowrap" role="listitem">
                    <Button
                      variant={c.id === categoryId ? 'filled' : 'default'}
                      aria-pressed={c.id === categoryId}
                      onClick={() => chooseCategory(c.id)}
                      disabled={task.busy}
                    >
                      {c.name} ({c.kind === 'aptitude' ? 'Aptitude' : 'Domain'})
                    </Button>
                    <ActionIcon
                      variant="subtle"
                      size="lg"
                      aria-label={`Edit category ${c.name}`}
                      onClick={() => setEditingCategory(c)}
                      disabled={task.busy}
                    >
                      <IconPencil size={16} aria-hidden="true" />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red.9"
                      size="lg"
                      aria-label={`Delete category ${c.name}`}
                      onClick={() => removeCategory(c)}
                      disabled={task.busy}
                    >
                      <IconTrash size={16} aria-hidden="true" />
                    </ActionIcon>
                  </Group>
                ))}
              </Group>
            )}
          </Stack>
        </Paper>
      )}

      {domainId !== null && category === null && categories.data && categories.data.length > 0 && (
        <Text c="dimmed">{sm.chooseCategory}</Text>
      )}

      {domainId !== null && category !== null && (
        <>
          <McqForm
            key={`${category.id}-${editingMcq?.id ?? 'new'}-${mcqFormSerial}`}
            domainId={domainId}
            categoryId={category.id}
            categoryName={category.name}
            mcq={editingMcq}
            busy={task.busy}
            onSubmit={saveMcq}
            onCancel={resetMcqForm}
          />
          <section aria-labelledby="admin-mcqs-title">
            <Title order={2} size="h4" id="admin-mcqs-title" mb="md">
              MCQs of {category.name}
              {mcqs.data ? ` (${mcqs.data.length})` : ''}
            </Title>
            {mcqs.isPending ? (
              <LoadingState label="Loading MCQs" />
            ) : mcqs.isError ? (
              <LoadError
                message={am.mcqsLoadFailed}
                onRetry={() => mcqs.refetch()}
                retrying={mcqs.isFetching}
              />
            ) : mcqs.data.length === 0 ? (
              <Text c="dimmed">{sm.noMcqs}</Text>
            ) : (
              <McqList mcqs={mcqs.data} busy={task.busy} onEdit={setEditingMcq} onDelete={removeMcq} />
            )}
          </section>
        </>
      )}
    </Stack>
  );
}
