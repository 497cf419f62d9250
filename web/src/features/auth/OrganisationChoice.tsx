import { Button, Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { ApiError } from '../../lib/api';

/** The organisations a 409 ORGANISATION_CHOICE_REQUIRED lists (each detail's params: id, name); none for any other error. */
export function organisationsToChoose(error: unknown): { id: string; name: string }[] {
  if (!(error instanceof ApiError) || error.code !== 'ORGANISATION_CHOICE_REQUIRED') return [];
  return error.details.flatMap((detail) =>
    typeof detail.params?.id === 'string' && typeof detail.params.name === 'string'
      ? [{ id: detail.params.id, name: detail.params.name }]
      : [],
  );
}

/**
 * An address (or a password) that opens several organisations: the person picks one, and the same sign-in
 * is sent again naming it (the code stays open for this). Switching later is a new sign-in.
 */
export function OrganisationChoice({
  organisations,
  onChoose,
  pending,
}: {
  organisations: { id: string; name: string }[];
  onChoose: (orgId: string) => void;
  pending: boolean;
}) {
  return (
    <Stack gap="xs" role="group" aria-labelledby="organisation-choice-label">
      <Text size="sm" id="organisation-choice-label">
        <FormattedMessage id="signIn.organisation.choose" />
      </Text>
      {organisations.map((organisation) => (
        <Button key={organisation.id} variant="light" onClick={() => onChoose(organisation.id)} loading={pending}>
          {organisation.name}
        </Button>
      ))}
    </Stack>
  );
}
