import { Select, type SelectProps } from '@mantine/core';
import { assessmentMessages as am, type Domain } from '@skillpath/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '../shared/load-error';
import { LoadingState } from '../shared/loading-state';
import { testBankQueries } from './test-bank-api';

/** The bank's domains, once loaded; until then the loading state, or the error with a retry. */
export function WithDomains({ children }: { children: (domains: Domain[]) => ReactNode }) {
  const domains = useQuery(testBankQueries.domains());
  if (domains.isPending) return <LoadingState label="Loading domains" />;
  if (domains.isError)
    return (
      <LoadError
        message={am.domainsLoadFailed}
        onRetry={() => domains.refetch()}
        retrying={domains.isFetching}
      />
    );
  return children(domains.data);
}

/** Chooses one of the domains by id. */
export function DomainSelect({
  domains,
  value,
  onChange,
  ...props
}: {
  domains: Domain[];
  value: number | null;
  onChange: (id: number | null) => void;
} & Omit<SelectProps, 'data' | 'value' | 'onChange'>) {
  return (
    <Select
      label="Domain"
      placeholder="Select a domain"
      data={domains.map((d) => ({ value: String(d.id), label: d.name }))}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : null)}
      allowDeselect={false}
      {...props}
    />
  );
}
