import { Badge, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { DUBIOUS_REASON_LABELS, type ItemStatistic } from '@skillpath/contract';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import classes from '../shared/paged-table.module.css';

type SortKey = 'concern' | 'question' | 'times_drawn' | 'facility' | 'discrimination';
interface Sort {
  key: SortKey;
  ascending: boolean;
}

const fixed = (n: number | null) => (n === null ? '–' : n.toFixed(2));
const percent = (n: number | null) => (n === null ? '–' : `${Math.round(n * 100)}%`);

/** Missing figures sort last whichever way. */
function compare(a: ItemStatistic, b: ItemStatistic, key: Exclude<SortKey, 'concern'>, ascending: boolean) {
  const x = a[key];
  const y = b[key];
  if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
  const order = typeof x === 'string' ? x.localeCompare(y as string) : (x as number) - (y as number);
  return ascending ? order : -order;
}

function SortHeader({
  label,
  column,
  sort,
  onSort,
}: {
  label: string;
  column: SortKey;
  sort: Sort;
  onSort: (key: SortKey) => void;
}) {
  const active = sort.key === column;
  const Icon = active ? (sort.ascending ? IconArrowUp : IconArrowDown) : IconSelector;
  return (
    <Table.Th scope="col" aria-sort={active ? (sort.ascending ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(column)} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap">
          {label}
          <Icon size={14} aria-hidden="true" />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** Every question of the domain with its figures; dubious ones first until a column is chosen. */
export function StatisticsTable({ items }: { items: ItemStatistic[] }) {
  const [sort, setSort] = useState<Sort>({ key: 'concern', ascending: true });
  const rows = useMemo(() => {
    if (sort.key === 'concern') return sort.ascending ? items : [...items].reverse();
    const key = sort.key;
    return [...items].sort((a, b) => compare(a, b, key, sort.ascending));
  }, [items, sort]);
  const onSort = (key: SortKey) =>
    setSort((s) => ({ key, ascending: s.key === key ? !s.ascending : key !== 'times_drawn' }));

  return (
    <Table.ScrollContainer
      minWidth={900}
      type="native"
      tabIndex={0}
      role="region"
      aria-label="Question statistics"
      className={classes.scroller}
    >
      <Table striped highlightOnHover verticalSpacing="sm" className={classes.table}>
        <Table.Caption className={classes.caption}>Question statistics</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <SortHeader label="Flag" column="concern" sort={sort} onSort={onSort} />
            <SortHeader label="Question" column="question" sort={sort} onSort={onSort} />
            <SortHeader label="Drawn" column="times_drawn" sort={sort} onSort={onSort} />
            <Table.Th scope="col">Answered</Table.Th>
            <SortHeader label="Facility" column="facility" sort={sort} onSort={onSort} />
            <SortHeader label="Discrimination" column="discrimination" sort={sort} onSort={onSort} />
            <Table.Th scope="col">A / B / C / D chosen</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((item) => (
            <Table.Tr key={item.mcq_id}>
              <Table.Td>
                {item.dubious ? (
                  <Badge
                    color="red.9"
                    variant="light"
                    title={item.reasons.map((r) => DUBIOUS_REASON_LABELS[r]).join('; ')}
                  >
                    Dubious
                  </Badge>
                ) : (
                  <Text size="sm" c="dimmed">
                    –
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={3}>
                  {item.question}
                </Text>
                <Text size="xs" c="dimmed">
                  {item.category_name} · answer {item.correct_answer}
                  {item.dubious && ` · ${item.reasons.map((r) => DUBIOUS_REASON_LABELS[r]).join('; ')}`}
                </Text>
              </Table.Td>
              <Table.Td>{item.times_drawn}</Table.Td>
              <Table.Td>{item.times_answered}</Table.Td>
              <Table.Td>{fixed(item.facility)}</Table.Td>
              <Table.Td>{fixed(item.discrimination)}</Table.Td>
              <Table.Td className={classes.nowrap}>
                {(['A', 'B', 'C', 'D'] as const).map((k) => percent(item.option_shares[k])).join(' / ')}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
