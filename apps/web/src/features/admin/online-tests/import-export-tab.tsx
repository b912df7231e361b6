import { Button, FileInput, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  assessmentMessages as am,
  type Domain,
  MCQ_CSV_TEMPLATE,
  MCQ_FORMAT_LABELS,
  MCQ_FORMATS,
  type McqFormat,
  type McqImportResult,
  mcqTransferMessages as tm,
} from '@skillpath/contract';
import { IconDownload, IconFileImport, IconFileSearch } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorReason } from '../shared/error-text';
import type { BusyTask } from '../shared/use-busy-task';
import type { StatusBannersState } from '../shared/use-status-banners';
import { exportMcqs, importMcqs, saveText } from './bank-transfer-api';
import { DomainSelect, WithDomains } from './domain-select';
import { ImportPreview } from './import-preview';
import { testBankQueries } from './test-bank-api';

const formatOptions = MCQ_FORMATS.map((f) => ({ value: f, label: MCQ_FORMAT_LABELS[f] }));

/**
 * Issue 16: import a file of questions into a category (checked first, then imported all or nothing)
 * and export a category or a whole domain.
 */
export function ImportExportTab(props: {
  task: BusyTask;
  banners: Pick<StatusBannersState, 'showSuccess' | 'showError'>;
}) {
  return <WithDomains>{(domains) => <BankFiles domains={domains} {...props} />}</WithDomains>;
}

function BankFiles({
  domains,
  task,
  banners,
}: {
  domains: Domain[];
  task: BusyTask;
  banners: Pick<StatusBannersState, 'showSuccess' | 'showError'>;
}) {
  const queryClient = useQueryClient();
  const [domainId, setDomainId] = useState<number | null>(null);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [format, setFormat] = useState<McqFormat>('csv');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<McqImportResult | null>(null);
  const categories = useQuery({ ...testBankQueries.categories(domainId ?? 0), enabled: domainId !== null });

  const change =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPreview(null);
    };
  const failed = (fallback: string) => (error: unknown) => errorReason(error, { fallback });

  const run = async (dryRun: boolean) => {
    if (!file || categoryId === null) return;
    const result = await task.run(() => importMcqs({ file, format, categoryId, dryRun }), {
      errorText: failed(dryRun ? 'The file could not be checked.' : 'The file could not be imported.'),
    });
    if (!result.ok) return;
    const answer = result.value;
    if (dryRun || answer.errors.length > 0) {
      setPreview(answer);
      if (!dryRun) banners.showError(tm.nothingImported(answer.errors.length));
      return;
    }
    banners.showSuccess(
      `${tm.imported(answer.imported)}${answer.skipped_duplicates ? ` ${answer.skipped_duplicates} duplicate${answer.skipped_duplicates === 1 ? '' : 's'} skipped.` : ''}`,
    );
    setPreview(null);
    setFile(null);
    await queryClient.invalidateQueries({ queryKey: ['admin', 'test-bank'] });
  };

  const download = async (scope: { category_id?: number; domain_id?: number }) => {
    await task.run(() => exportMcqs(scope, format), { errorText: failed('The export failed.') });
  };

  const fresh = preview ? preview.questions.length - preview.skipped_duplicates : 0;
  return (
    <Stack gap="xl">
      <Paper
        component="section"
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'lg' }}
        aria-labelledby="bank-file-title"
      >
        <Title order={2} size="h4" id="bank-file-title" mb="xs">
          Import and export questions
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          CSV with the header <code>question,option_a,…,correct_answer</code>, Moodle GIFT (multiple choice)
          or Aiken; UTF-8, up to 5 MB and 5,000 questions. Every question needs four options and one correct
          answer; questions already in the category are skipped. A file with any problem imports nothing.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <DomainSelect
            domains={domains}
            value={domainId}
            onChange={change((id: number | null) => {
              setDomainId(id);
              setCategoryId(null);
            })}
            disabled={task.busy}
          />
          <Select
            label="Category"
            placeholder={domainId === null ? 'Choose a domain first' : 'Select a category'}
            data={(categories.data ?? []).map((c) => ({
              value: String(c.id),
              label: `${c.name} (${c.kind === 'aptitude' ? 'Aptitude' : 'Domain'})`,
            }))}
            value={categoryId === null ? null : String(categoryId)}
            onChange={change((v: string | null) => setCategoryId(v ? Number(v) : null))}
            allowDeselect={false}
            disabled={task.busy || domainId === null}
            error={categories.isError ? am.categoriesLoadFailed : undefined}
          />
          <Select
            label="Format"
            data={formatOptions}
            value={format}
            onChange={change((v: string | null) => setFormat((v as McqFormat | null) ?? 'csv'))}
            allowDeselect={false}
            disabled={task.busy}
          />
        </SimpleGrid>
        <FileInput
          mt="md"
          label="File"
          placeholder="Choose a .csv or .txt file"
          accept=".csv,.txt,.gift,text/csv,text/plain"
          value={file}
          onChange={change(setFile)}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear the file' }}
          disabled={task.busy}
        />
        <Group mt="md" gap="sm">
          <Button
            leftSection={<IconFileSearch size={16} aria-hidden="true" />}
            onClick={() => run(true)}
            disabled={!file || categoryId === null}
            loading={task.busy && !preview}
          >
            Check file
          </Button>
          <Button
            color="teal.9"
            leftSection={<IconFileImport size={16} aria-hidden="true" />}
            onClick={() => run(false)}
            disabled={!preview || preview.errors.length > 0 || fresh === 0 || task.busy}
          >
            {preview && fresh > 0 ? `Import ${fresh} question${fresh === 1 ? '' : 's'}` : 'Import'}
          </Button>
          <Button
            variant="subtle"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            onClick={() => saveText(MCQ_CSV_TEMPLATE, 'questions-template.csv', 'text/csv')}
          >
            CSV template
          </Button>
        </Group>
        <Group mt="lg" gap="sm">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            disabled={categoryId === null || task.busy}
            onClick={() => download({ category_id: categoryId ?? undefined })}
          >
            Export category
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            disabled={domainId === null || task.busy}
            onClick={() => download({ domain_id: domainId ?? undefined })}
          >
            Export domain
          </Button>
        </Group>
      </Paper>
      {preview && <ImportPreview result={preview} />}
    </Stack>
  );
}
