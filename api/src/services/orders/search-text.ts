/**
 * The manager's search as callers speak (issue 32): an order's search text and the query are both folded to ASCII
 * ("Müller" → "mueller", "Şahin" → "sahin"), a phone number is also looked for without country code and trunk 0, and a
 * plate without its separators ("AB 12" → "ab12", the plate's form in the text: drizzle/0027_order_search_folded.sql).
 * `foldForSearch` is the SQL function cv_search_fold (drizzle/0024_dispatch_day.sql) letter for letter; its test
 * holds the two equal.
 */
import { normalizePhone } from '../accounts/phone';

const MULTI: Readonly<Record<string, string>> = { ä: 'ae', Ä: 'ae', ö: 'oe', Ö: 'oe', ü: 'ue', Ü: 'ue', ß: 'ss', ẞ: 'ss', æ: 'ae', Æ: 'ae', œ: 'oe', Œ: 'oe' };
export const FOLD_FROM = 'àÀáÁâÂãÃåÅāĀăĂąĄǎǍçÇćĆĉĈċĊčČďĎđĐèÈéÉêÊëËēĒĕĔėĖęĘěĚĝĜğĞġĠģĢĥĤħĦìÌíÍîÎïÏĩĨīĪĭĬįĮıǐǏĵĴķĶĺĹļĻľĽŀĿłŁñÑńŃņŅňŇòÒóÓôÔõÕøØōŌŏŎőŐǒǑŕŔŗŖřŘśŚŝŜşŞšŠșȘţŢťŤŧŦțȚùÙúÚûÛũŨůŮūŪŭŬűŰųŲǔǓŵŴýÝÿŸŷŶźŹżŻžŽİ';
const FOLD_TO = 'aaaaaaaaaaaaaaaaaaccccccccccddddeeeeeeeeeeeeeeeeeegggggggghhhhiiiiiiiiiiiiiiiiiiijjkkllllllllllnnnnnnnnoooooooooooooooooorrrrrrssssssssssttttttttuuuuuuuuuuuuuuuuuuuuwwyyyyyyzzzzzzi';
const SINGLE = new Map([...FOLD_FROM].map((letter, i) => [letter, FOLD_TO[i]!]));

/** Latin letters with diacritics as their ASCII spelling, lower case. */
export function foldForSearch(text: string): string {
  let folded = '';
  for (const letter of text) folded += MULTI[letter] ?? SINGLE.get(letter) ?? letter;
  return folded.toLowerCase();
}

/** Written like a phone number ("0211 …", "(0211) …", "+49 211 …", "0049 …"): from 0 or +, digits, spaces, punctuation. */
const PHONE = /^\(?[+0][0-9+()\-\s/.]*$/;

/** Shaped like (part of) a German plate: district, letters, digits ("d ab 1234", "ab 12", "d-ab", "dab 12e"). */
const PLATE = /^[a-z]{1,3}(?:[\s.-]+[a-z]{1,2})?(?:[\s.-]*[0-9]{1,4}[eh]?)?$/;

/** A separator before digits ("ab 12", "eqc 400"): in the text only a plate or a model, both there without it. */
const SEPARATED_DIGITS = /[\s.-][0-9]/;

/**
 * The fragments a query is looked for as (each matched with LIKE through the trigram index): folded (as the text
 * is), a plate-shaped one also without separators, and a phone number also by its digits and its national form
 * (three digits at least). A plate-shaped query with a separator before its digits ("AB 12", "D-AB 1234", "EQC 400")
 * only without them: names hold no digits, e-mails and phones no separators, and a plate, brand or model with digits
 * is in the text without separators too (drizzle/0030_search_compact_model.sql). As typed, "%ab 12%" only cost a
 * third of a plate search's database time on texts that never match (word ends and digit word starts are in most).
 */
export function searchFragments(query: string): string[] {
  const folded = foldForSearch(query.trim());
  const fragments = new Set([folded]);
  if (PLATE.test(folded)) {
    if (SEPARATED_DIGITS.test(folded)) fragments.delete(folded);
    fragments.add(folded.replace(/[\s.-]/g, ''));
  }
  if (/^[0-9+()\-\s/.]+$/.test(folded)) {
    const digits = folded.replace(/[^0-9+]/g, '');
    if (digits.length >= 3) fragments.add(digits);
    const national = normalizePhone(folded);
    if (PHONE.test(folded) && national.length >= 3) fragments.add(national);
  }
  return [...fragments].filter(Boolean);
}
