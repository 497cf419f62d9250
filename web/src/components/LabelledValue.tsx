import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** A value under its label (a message id), wrapping anywhere so that a long email never widens a phone's screen. */
export function LabelledValue({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="sm" c="dimmed">
        <FormattedMessage id={label} />
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{value}</Text>
    </div>
  );
}
