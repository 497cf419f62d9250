import { Anchor, Badge, Group, List, Text } from '@mantine/core';
import { useDates } from '../../lib/dates';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { can, useCurrentUser } from '../../lib/session';
import { useMemberImports } from './api/useMember';

/** The imports that created or changed one member, each leading to its import for those who may read imports. */
export function MemberImports({ memberId }: { memberId: string }) {
  const _intl = useIntl();
  const dates = useDates();
  const { data: user } = useCurrentUser();
  const imports = useMemberImports(memberId);
  const linked = can(user, 'migration:read', 'migration:write');
  if (imports.error) return <ErrorNotice error={imports.error} />;
  if (imports.data?.length === 0) {
    return (
      <Text c="dimmed">
        <FormattedMessage id="member.imports.none" />
      </Text>
    );
  }
  return (
    <List spacing="xs" listStyleType="none" p={0}>
      {(imports.data ?? []).map((item) => {
        const file = linked ? (
          <Anchor component={Link} to={`/imports/${item.job_id}`} style={{ overflowWrap: 'anywhere' }}>
            {item.file_name}
          </Anchor>
        ) : (
          item.file_name
        );
        return (
          <List.Item key={`${item.job_id}-${item.change}`}>
            <Group gap="xs" wrap="wrap">
              <Text>
                <FormattedMessage id={`member.imports.${item.change}`} values={{ file }} />
              </Text>
              {item.status === 'rolled_back' && (
                <Badge color="gray" variant="light">
                  <FormattedMessage id="status.rolled_back" />
                </Badge>
              )}
            </Group>
            {item.committed_at && (
              <Text size="sm" c="dimmed">
                {dates.dateTime(item.committed_at)}
              </Text>
            )}
          </List.Item>
        );
      })}
    </List>
  );
}
