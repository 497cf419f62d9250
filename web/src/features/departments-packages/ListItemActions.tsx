import { Button, Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiErrorMessage } from '../../lib/api-error-message';
import { notify } from '../../lib/notify';
import { useArchiveListItem, type ListItem, type ListKind } from './api/useLists';

/**
 * A department's or package's Edit, and Archive or Restore, each named with it. Archive stays in view but
 * off while active members belong to it, the reason beside it (aria-describedby); the server's refusal,
 * should members join in the meantime, is said the same way.
 */
export function ListItemActions({ kind, item, onEdit }: { kind: ListKind; item: ListItem; onEdit: (item: ListItem) => void }) {
  const intl = useIntl();
  const reasonId = useId();
  const archive = useArchiveListItem(kind);
  const name = item.name;
  const inUse = item.status === 'active' && item.member_count > 0;
  const act = (archived: boolean) =>
    archive.mutate(
      { id: item.id, archived },
      {
        onError: (error) => notify(intl, 'red', apiErrorMessage(intl, error)),
        onSuccess: () => notify(intl, 'green', intl.formatMessage({ id: archived ? 'lists.archived' : 'lists.restored' }, { name })),
      },
    );

  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap">
        <Button
          size="xs"
          variant="default"
          onClick={() => onEdit(item)}
          aria-label={intl.formatMessage({ id: 'lists.edit.label' }, { name })}
        >
          <FormattedMessage id="people.edit" />
        </Button>
        {item.status === 'archived' ? (
          <Button
            size="xs"
            variant="light"
            loading={archive.isPending}
            onClick={() => act(false)}
            aria-label={intl.formatMessage({ id: 'lists.restore.label' }, { name })}
          >
            <FormattedMessage id="lists.restore" />
          </Button>
        ) : (
          <Button
            size="xs"
            variant="light"
            color="red"
            disabled={inUse}
            aria-describedby={inUse ? reasonId : undefined}
            loading={archive.isPending}
            onClick={() => act(true)}
            aria-label={intl.formatMessage({ id: 'lists.archive.label' }, { name })}
          >
            <FormattedMessage id="lists.archive" />
          </Button>
        )}
      </Group>
      {inUse && (
        <Text size="xs" c="dimmed" id={reasonId} maw={240}>
          <FormattedMessage id="lists.archive.inUse" values={{ count: item.member_count }} />
        </Text>
      )}
    </Stack>
  );
}
