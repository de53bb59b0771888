/**
 * The manager's search as callers speak (issue 32): the text of an order is searched as typed, folded to ASCII
 * ("Müller" → "mueller", "Şahin" → "sahin") and, for a phone number, without country code and trunk 0.
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

/**
 * The fragments a query is looked for as (each matched with LIKE through the trigram index): as typed (lower case),
 * folded, and, for a phone number, its digits and its national form (three digits at least).
 */
export function searchFragments(query: string): string[] {
  const typed = query.trim().toLowerCase();
  const fragments = new Set([typed, foldForSearch(typed)]);
  if (/^[0-9+()\-\s/.]+$/.test(typed)) {
    const digits = typed.replace(/[^0-9+]/g, '');
    if (digits.length >= 3) fragments.add(digits);
    const national = normalizePhone(typed);
    if (PHONE.test(typed) && national.length >= 3) fragments.add(national);
  }
  return [...fragments].filter(Boolean);
}
