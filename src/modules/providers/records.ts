import { PROVIDER_KINDS } from '../../db/spending-tables.js';
import { email, identifier, oneOf, phone, text } from '../../lib/records/parsers.js';
import type { ParseResult, RecordRules } from '../../lib/records/types.js';

/** Other words a file or a person uses for a kind (lower case), in English and Amharic. */
const KIND_ALIASES: Record<string, string> = {
  drugstore: 'pharmacy',
  'drug store': 'pharmacy',
  chemist: 'pharmacy',
  ፋርማሲ: 'pharmacy',
  'መድኃኒት ቤት': 'pharmacy',
  'መድሃኒት ቤት': 'pharmacy',
  hospital: 'clinic',
  'health center': 'clinic',
  'health centre': 'clinic',
  ክሊኒክ: 'clinic',
  ሆስፒታል: 'clinic',
  'ጤና ጣቢያ': 'clinic',
  laboratory: 'lab',
  ላቦራቶሪ: 'lab',
  ላብ: 'lab',
  optician: 'optical',
  optics: 'optical',
  'eye clinic': 'optical',
  'የዓይን ክሊኒክ': 'optical',
  dentist: 'dental',
  'dental clinic': 'dental',
  'የጥርስ ክሊኒክ': 'dental',
  ሌላ: 'other',
};

const lowerKinds = PROVIDER_KINDS.map((kind) => kind.toLowerCase());
const anyKind = oneOf(lowerKinds, KIND_ALIASES);

/** A kind in any case or one of its other words, stored in capitals (PHARMACY). */
function providerKind(raw: string): ParseResult {
  const result = anyKind(raw);
  if (!('value' in result) || result.value === null) return result;
  const value = result.value.toUpperCase();
  return value === raw ? { value } : { value, normalised: true };
}

/** What a valid provider is: checked by its API and by the import (migration/datasets/providers.ts). */
export const providerRules: RecordRules = {
  fields: [
    {
      key: 'code',
      label: 'Provider code',
      required: true,
      format: 'text, 1 to 64 characters, unique (case and outer spaces ignored)',
      example: 'PH-BOLE',
      synonyms: {
        en: ['code', 'provider code', 'supplier code', 'vendor code', 'id', 'provider id', 'vendor id', 'short name'],
        am: ['ኮድ', 'የአቅራቢ ኮድ'],
      },
      cellType: 'text',
      parse: identifier,
    },
    {
      key: 'name',
      label: 'Provider name',
      required: true,
      format: 'text, 1 to 200 characters',
      example: 'Bole Pharmacy',
      synonyms: {
        en: ['name', 'provider name', 'provider', 'supplier', 'supplier name', 'vendor', 'vendor name', 'facility', 'facility name'],
        am: ['ስም', 'የአቅራቢ ስም', 'አቅራቢ', 'ተቋም'],
      },
      parse: text(1, 200),
    },
    {
      key: 'kind',
      label: 'Kind',
      required: true,
      format: `one of ${PROVIDER_KINDS.join(', ')} (any case; "hospital", "laboratory", ፋርማሲ, ክሊኒክ and the like are read)`,
      allowedValues: [...PROVIDER_KINDS],
      example: 'PHARMACY',
      synonyms: { en: ['kind', 'type', 'provider type', 'category', 'facility type'], am: ['ዓይነት', 'አይነት', 'የአቅራቢ ዓይነት'] },
      parse: providerKind,
    },
    {
      key: 'phone',
      label: 'Phone',
      required: false,
      format: 'Ethiopian phone number, +2519XXXXXXXX or 09XXXXXXXX',
      example: '+251911000111',
      synonyms: { en: ['phone', 'phone number', 'telephone', 'tel', 'mobile', 'contact phone'], am: ['ስልክ', 'ስልክ ቁጥር'] },
      parse: phone,
    },
    {
      key: 'email',
      label: 'Email',
      required: false,
      format: 'email address',
      example: 'orders@bolepharmacy.et',
      synonyms: { en: ['email', 'e-mail', 'email address', 'mail', 'contact email'], am: ['ኢሜይል', 'ኢሜል'] },
      parse: email,
    },
  ],
  rowRules: () => [],
};
