import { amount, birthDate, date, email, identifier, oneOf, phone, text } from '../../lib/records/parsers.js';
import type { RecordRules } from '../../lib/records/types.js';

/**
 * What a valid member is (DECISIONS section 7): the fields in template order with their parsers, and
 * the rules about a whole member. HR's one-member API checks a member by these, and so does the import,
 * row by row (migration/datasets/members.ts).
 */
export const memberRules: RecordRules = {
  fields: [
    {
      key: 'external_id',
      label: 'Employee or member number',
      required: true,
      format: 'text, 1 to 64 characters, unique',
      example: 'EMP-00042',
      synonyms: {
        en: [
          'id',
          'employee id',
          'employee no',
          'employee number',
          'staff id',
          'staff no',
          'staff number',
          'member id',
          'member number',
          'member no',
          'external id',
          'emp id',
          'emp no',
          'emp code',
          'employee code',
          'payroll number',
          'payroll no',
          'personnel number',
          'id no',
        ],
        am: ['የሰራተኛ ቁጥር', 'የሰራተኛ መለያ ቁጥር', 'የሰራተኛ መለያ', 'መለያ ቁጥር', 'የአባል ቁጥር', 'ቁጥር'],
      },
      cellType: 'text',
      parse: identifier,
    },
    {
      key: 'full_name',
      label: 'Full name',
      required: true,
      format: 'text, 1 to 200 characters',
      example: 'Meron Tadesse',
      synonyms: {
        en: ['name', 'full name', 'employee name', 'member name', 'staff name', 'employee full name', 'name of employee'],
        am: ['ሙሉ ስም', 'ስም', 'የሰራተኛ ስም', 'የሰራተኛው ሙሉ ስም', 'ስም ከነአያት', 'የአባል ስም'],
      },
      parts: [
        { en: ['first name', 'given name', 'firstname', 'name'], am: ['ስም', 'የመጀመሪያ ስም', 'መጠሪያ ስም'] },
        { en: ["father's name", 'father name', 'fathers name', 'middle name'], am: ['የአባት ስም', 'የአባት'] },
        {
          en: ["grandfather's name", 'grandfather name', 'grandfathers name', 'last name', 'surname', 'family name'],
          am: ['የአያት ስም', 'የአያት'],
        },
      ],
      parse: text(1, 200),
    },
    {
      key: 'email',
      label: 'Email',
      required: false,
      format: 'email address, unique',
      example: 'meron.tadesse@example.et',
      synonyms: {
        en: ['email', 'email address', 'mail', 'work email', 'e-mail', 'official email'],
        am: ['ኢሜይል', 'ኢሜል', 'ኢ-ሜይል', 'የኢሜይል አድራሻ', 'ኢሜይል አድራሻ'],
      },
      parse: email,
    },
    {
      key: 'phone',
      label: 'Phone',
      required: false,
      format: 'phone number; local numbers are read as Ethiopian (+251)',
      example: '0911234567',
      synonyms: {
        en: [
          'phone',
          'phone number',
          'phone no',
          'mobile',
          'mobile number',
          'mobile no',
          'tel',
          'tel no',
          'telephone',
          'cell',
          'cell phone',
          'mobile phone',
          'msisdn',
          'contact number',
        ],
        am: ['ስልክ', 'ስልክ ቁጥር', 'የስልክ ቁጥር', 'ሞባይል', 'የሞባይል ቁጥር', 'ተንቀሳቃሽ ስልክ'],
      },
      cellType: 'text',
      parse: phone,
    },
    {
      key: 'date_of_birth',
      label: 'Date of birth',
      required: false,
      format:
        'date: YYYY-MM-DD, DD/MM/YYYY or 12 Mar 1990 (month names in English or Amharic); MM/DD/YYYY and the Ethiopian calendar where the mapping says so',
      example: '1992-04-17',
      synonyms: {
        en: ['dob', 'date of birth', 'birth date', 'birthday', 'born', 'd.o.b'],
        am: ['የትውልድ ቀን', 'የልደት ቀን', 'ትውልድ ቀን', 'የተወለደበት ቀን', 'የተወለዱበት ቀን'],
      },
      cellType: 'date',
      parse: birthDate,
    },
    {
      key: 'gender',
      label: 'Gender',
      required: false,
      format: 'female, male or other (F and M, ሴት and ወንድ accepted)',
      allowedValues: ['female', 'male', 'other'],
      example: 'female',
      synonyms: { en: ['gender', 'sex'], am: ['ጾታ'] },
      parse: oneOf(['female', 'male', 'other'], { f: 'female', m: 'male', ሴት: 'female', ሴ: 'female', ወንድ: 'male', ወ: 'male', ሌላ: 'other' }),
    },
    {
      key: 'department',
      label: 'Department',
      required: false,
      format: 'name or code of a department of the organisation',
      example: 'HR',
      synonyms: {
        en: ['department', 'dept', 'department name', 'department code', 'division', 'unit', 'section', 'directorate'],
        am: ['ክፍል', 'የስራ ክፍል', 'መምሪያ', 'ዳይሬክቶሬት', 'ዲፓርትመንት'],
      },
      parse: text(1, 200),
    },
    {
      key: 'employment_start_date',
      label: 'Employment start date',
      required: false,
      format:
        'date: YYYY-MM-DD, DD/MM/YYYY or 12 Mar 1990 (month names in English or Amharic); MM/DD/YYYY and the Ethiopian calendar where the mapping says so',
      example: '2021-09-01',
      synonyms: {
        en: [
          'start date',
          'employment start date',
          'hire date',
          'date hired',
          'joining date',
          'date of joining',
          'joined',
          'employment date',
          'date of employment',
          'date joined',
          'start of employment',
        ],
        am: ['የተቀጠሩበት ቀን', 'የተቀጠረበት ቀን', 'የተቀጠረችበት ቀን', 'የቅጥር ቀን', 'የስራ መጀመሪያ ቀን'],
      },
      cellType: 'date',
      parse: date,
    },
    {
      key: 'package_code',
      label: 'Benefit package code',
      required: false,
      format: 'code of a benefit package of the organisation',
      example: 'STANDARD',
      synonyms: {
        en: ['package', 'package code', 'plan', 'plan code', 'benefit package', 'benefit plan', 'cover'],
        am: ['ጥቅል', 'የጥቅል ኮድ', 'የጥቅማ ጥቅም ጥቅል', 'ጥቅማ ጥቅም'],
      },
      parse: text(1, 64),
    },
    {
      key: 'allowance_amount',
      label: 'Allowance amount',
      required: false,
      format: "decimal, at least 0, at most two decimals; thousands separators and the organisation's currency mark (ETB, Br, ብር) are read",
      example: '15000.00',
      synonyms: {
        en: ['allowance', 'allowance amount', 'amount', 'benefit amount', 'limit', 'annual allowance', 'yearly allowance', 'annual limit'],
        am: ['አበል', 'የአበል መጠን', 'አበል መጠን', 'መጠን', 'ዓመታዊ አበል'],
      },
      parse: amount,
    },
  ],
  rowRules(record) {
    if (record.email == null && record.phone == null) {
      return [{ field: 'email', code: 'CONTACT_REQUIRED', message: 'Give an email or a phone number (or both).' }];
    }
    return [];
  },
};
