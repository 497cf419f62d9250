import { Anchor, Button, Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LabelledValue } from '../../components/LabelledValue';
import { formatDate, type AppLocale } from '../../lib/format';
import { useAttachPhoto, useCancelPrescription, usePrescription } from './api/usePrescriptions';
import { shrinkPhoto } from './logic/photo-size';
import { PhotoInputs } from './PhotoInputs';
import { PrescriptionStatusBadge } from './PrescriptionStatusBadge';
import { Loading } from '../../components/Loading';

const CLINICAL = ['dosage', 'quantity', 'prescriber_name', 'facility', 'diagnosis', 'notes'] as const;

/** One prescription: its detail, the photo of the paper (see it, send another), cancel while active. */
export default function PrescriptionPage() {
  const { id = '' } = useParams();
  const intl = useIntl();
  const locale = intl.locale as AppLocale;
  const prescription = usePrescription(id);
  const cancel = useCancelPrescription(id);
  const attach = useAttachPhoto(id);
  const [photo, setPhoto] = useState<File | null>(null);
  if (prescription.isPending) return <Loading />;
  if (prescription.error) return <ErrorNotice error={prescription.error} />;
  const p = prescription.data;
  const src = `/v1/prescriptions/${p.id}/attachment?v=${encodeURIComponent(p.updated_at)}`;
  return (
    <Stack maw={560}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={1}>{'medication' in p ? p.medication : intl.formatMessage({ id: 'orders.withheld' })}</Title>
        <PrescriptionStatusBadge status={p.status} />
      </Group>
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <LabelledValue label="prescriptions.field.issued_on" value={formatDate(locale, p.issued_on)} />
          <LabelledValue label="prescriptions.field.valid_until" value={formatDate(locale, p.valid_until)} />
          {CLINICAL.map((field) =>
            field in p && (p as Record<string, unknown>)[field] ? (
              <LabelledValue key={field} label={`prescriptions.field.${field}`} value={String((p as Record<string, unknown>)[field])} />
            ) : null,
          )}
        </SimpleGrid>
      </Card>
      {p.has_attachment && (
        <Card withBorder>
          <Title order={2} size="h4" mb="xs">
            <FormattedMessage id="prescriptions.photo" />
          </Title>
          <Image src={src} alt={intl.formatMessage({ id: 'prescriptions.photo.alt' })} radius="sm" />
          <Anchor href={src} download mt="xs">
            <FormattedMessage id="prescriptions.photo.open" />
          </Anchor>
        </Card>
      )}
      {p.allowed_actions.includes('cancel') && (
        <Card withBorder>
          <Stack>
            <PhotoInputs file={photo} onChange={setPhoto} />
            <Group>
              <Button
                disabled={!photo}
                loading={attach.isPending}
                onClick={async () => photo && attach.mutate(await shrinkPhoto(photo), { onSuccess: () => setPhoto(null) })}
              >
                <FormattedMessage id={p.has_attachment ? 'prescriptions.photo.replace' : 'prescriptions.photo.send'} />
              </Button>
              <Button color="red" variant="default" loading={cancel.isPending} onClick={() => cancel.mutate()}>
                <FormattedMessage id="prescriptions.cancel" />
              </Button>
            </Group>
            <ErrorNotice error={attach.error ?? cancel.error} />
          </Stack>
        </Card>
      )}
      <Text size="sm" c="dimmed">
        <FormattedMessage id="prescriptions.privacy" />
      </Text>
    </Stack>
  );
}
