import { Box, Button, Group, Popover, Table, Text, UnstyledButton } from '@mantine/core';
import { elementScroll, useVirtualizer, type Rect, type Virtualizer } from '@tanstack/react-virtual';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ValidationReport } from '../../../api/types';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/locale';
import { AnySelect } from '../../../components/ListFilters';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { notify } from '../../../lib/notify';
import { useExcludeRowsWithError } from '../api/useJobActions';
import { ERROR_PAGE_SIZE, useErrorPages } from '../api/useJobErrors';
import { pagesInRange } from '../logic/error-pages';
import { fieldName, rowErrorMessage } from '../../../lib/row-error-message';

const ROW_HEIGHT = 40;
const VIEW_HEIGHT = 420;

/**
 * The box's size as the browser reports it after layout. The virtualiser's own observer also reads it at
 * once, while the page is still being built, which forced a whole layout of the page in the middle of its
 * first render (the largest single cost of the validation step on a slow phone).
 */
function observeAfterLayout(instance: Virtualizer<HTMLDivElement, Element>, report: (rect: Rect) => void) {
  const element = instance.scrollElement;
  if (!element || typeof ResizeObserver === 'undefined') return;
  const observer = new ResizeObserver(
    ([entry]) => entry && report({ width: Math.round(entry.contentRect.width), height: Math.round(entry.contentRect.height) }),
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * Every error of the validation, however many: the server pages them, and only the rows in view (and
 * their pages of 200) are fetched and drawn, so 50,000 errors scroll like 50.
 */
export function ErrorTable({ jobId, report }: { jobId: string; report: ValidationReport }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [code, setCode] = useState<string | null>(null);
  const [field, setField] = useState<string | null>(null);
  const filter = { ...(code ? { code } : {}), ...(field ? { field } : {}) };
  // The first page is always read: its total is the count under both filters, which the report does not give.
  const [firstPage] = useErrorPages(jobId, filter, [1], report.validated_at);
  const fromReport = code ? (report.errors_by_code[code] ?? 0) : field ? (report.errors_by_field[field] ?? 0) : report.error_count;
  const counted = firstPage?.data?.total_items ?? (code && field ? 0 : fromReport);
  const scrollRef = useRef<HTMLDivElement>(null);
  // The virtualiser also scrolls its box to the top as it mounts: a box never scrolled is there already,
  // and writing its scroll position forced a whole layout in the middle of the first render too.
  const scrolled = useRef(false);
  const virtualizer = useVirtualizer({
    count: counted,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    initialRect: { width: 0, height: VIEW_HEIGHT },
    observeElementRect: observeAfterLayout,
    scrollToFn: (offset, options, instance) => {
      if (scrolled.current || offset + (options.adjustments ?? 0) !== 0) elementScroll(offset, options, instance);
    },
  });
  const items = virtualizer.getVirtualItems();
  const pages = pagesInRange(items[0]?.index ?? 0, items[items.length - 1]?.index ?? 0, ERROR_PAGE_SIZE);
  const results = useErrorPages(jobId, filter, pages, report.validated_at);
  const rowAt = (index: number) => {
    const page = Math.floor(index / ERROR_PAGE_SIZE) + 1;
    return results[pages.indexOf(page)]?.data?.items[index % ERROR_PAGE_SIZE];
  };
  const [confirming, setConfirming] = useState(false);
  const excludeAll = useExcludeRowsWithError(jobId);
  const errorName = code ? intl.formatMessage({ id: `code.${code}`, defaultMessage: code }) : '';
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);

  return (
    <Box>
      <Group mb="sm" align="flex-end">
        <AnySelect
          label={intl.formatMessage({ id: 'errors.filter.code' })}
          options={Object.keys(report.errors_by_code).map((c) => ({
            value: c,
            label: `${intl.formatMessage({ id: `code.${c}`, defaultMessage: c })} (${formatNumber(locale, report.errors_by_code[c]!)})`,
          }))}
          value={code}
          onChange={setCode}
        />
        <AnySelect
          label={intl.formatMessage({ id: 'errors.filter.field' })}
          options={Object.keys(report.errors_by_field).map((f) => ({
            value: f,
            label: `${fieldName(intl, f)} (${formatNumber(locale, report.errors_by_field[f]!)})`,
          }))}
          value={field}
          onChange={setField}
        />
        <Text size="sm" c="dimmed" role="status">
          <FormattedMessage id="errors.count" values={{ count: counted, shown: formatNumber(locale, counted) }} />
        </Text>
        {/* Eight rows with the same error need not be left out one at a time. */}
        {code && counted > 0 && (
          <Button variant="light" color="orange" onClick={() => setConfirming(true)}>
            <FormattedMessage id="errors.excludeAll" />
          </Button>
        )}
      </Group>
      {confirming && code && (
        <ConfirmDialog
          title={intl.formatMessage({ id: 'errors.excludeAll' })}
          body={intl.formatMessage(
            { id: field ? 'errors.excludeAll.bodyField' : 'errors.excludeAll.body' },
            { error: errorName, field: field ? fieldName(intl, field) : '' },
          )}
          confirm={intl.formatMessage({ id: 'errors.excludeAll.confirm' })}
          loading={excludeAll.isPending}
          error={excludeAll.error}
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            // Awaited rather than a callback of mutate: the table goes away when no error is left, and a
            // callback of a component gone is never called (the notification was lost).
            const { excluded } = await excludeAll.mutateAsync({ code, ...(field ? { field } : {}) }).catch(() => ({ excluded: -1 }));
            if (excluded < 0) return;
            setConfirming(false);
            setCode(null);
            setField(null);
            notify(intl, 'green', intl.formatMessage({ id: 'errors.excludeAll.done' }, { count: excluded }));
          }}
        />
      )}
      <Box
        ref={scrollRef}
        onScroll={() => (scrolled.current = true)}
        h={Math.min(VIEW_HEIGHT, ROW_HEIGHT * (counted + 1) + 8)}
        style={{ overflow: 'auto' }}
        tabIndex={0}
        aria-label={intl.formatMessage({ id: 'errors.table' })}
        role="region"
      >
        <Table stickyHeader striped layout="fixed" miw={720} aria-rowcount={counted + 1}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={80}>
                <FormattedMessage id="errors.row" />
              </Table.Th>
              <Table.Th w={160}>
                <FormattedMessage id="errors.column" />
              </Table.Th>
              <Table.Th w={180}>
                <FormattedMessage id="errors.value" />
              </Table.Th>
              <Table.Th>
                <FormattedMessage id="errors.message" />
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {before > 0 && <tr style={{ height: before }} aria-hidden />}
            {items.map((item) => {
              const error = rowAt(item.index);
              return (
                <Table.Tr key={item.key} h={ROW_HEIGHT} aria-rowindex={item.index + 2}>
                  <Table.Td>{error ? error.row : '…'}</Table.Td>
                  <Table.Td>
                    <Text size="sm" truncate="end">
                      {error?.column}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" truncate="end" ff="monospace">
                      {error?.value ?? ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>{error && <WholeText text={rowErrorMessage(intl, error)} value={error.value} />}</Table.Td>
                </Table.Tr>
              );
            })}
            {after > 0 && <tr style={{ height: after }} aria-hidden />}
          </Table.Tbody>
        </Table>
      </Box>
    </Box>
  );
}

/**
 * A sentence cut at the cell's edge, whole on demand: a click, a tap or Enter opens it with the value it
 * is about (a row's height is fixed, so that 50,000 errors scroll).
 */
function WholeText({ text, value }: { text: string; value: string | null }) {
  return (
    <Popover width={340} position="bottom-start" shadow="md" withinPortal>
      <Popover.Target>
        <UnstyledButton w="100%" aria-label={text}>
          <Text size="sm" truncate="end">
            {text}
          </Text>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm">{text}</Text>
        {value && (
          <Text size="sm" ff="monospace" mt={4} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
