/**
 * Amharic writes several sounds with more than one letter (ሀ ሐ ኀ, ሰ ሠ, አ ዐ, ጸ ፀ), and the first and
 * fourth forms of ሀ and አ are used for one another: "ህዳር" and "ኅዳር", "ሃምሌ" and "ሐምሌ" are one month.
 */
export function foldAmharic(text: string): string {
  let folded = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    let base = code;
    if (code >= 0x1210 && code <= 0x1217)
      base = code - 0x10; // ሐ row -> ሀ row
    else if (code >= 0x1280 && code <= 0x1287)
      base = code - 0x80; // ኀ row -> ሀ row
    else if (code >= 0x1220 && code <= 0x1227)
      base = code + 0x10; // ሠ row -> ሰ row
    else if (code >= 0x12d0 && code <= 0x12d6)
      base = code - 0x30; // ዐ row -> አ row
    else if (code >= 0x1340 && code <= 0x1346) base = code - 0x08; // ፀ row -> ጸ row
    if (base === 0x1203)
      base = 0x1200; // ሃ -> ሀ
    else if (base === 0x12a3) base = 0x12a0; // ኣ -> አ
    folded += String.fromCodePoint(base);
  }
  return folded;
}
