export const LEGAL_KINDS = ['terms', 'privacy', 'cookies', 'imprint'] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];

/** One section of a legal text: a heading, paragraphs and an optional bullet list after them. */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalDocument {
  title: string;
  /** Date of the current version, already written in the document's language. */
  updated: string;
  intro?: string[];
  sections: LegalSection[];
}

export type LegalContent = Record<LegalKind, LegalDocument>;

/** Fictitious company data of the demo operator, shared by both languages (and the receipts: the contract holds it). */
export { COMPANY } from '@chargevalet/contract';

/** Open-data attribution for the service-area postcode table (shared/data/README.md). */
export const POSTCODE_ATTRIBUTION =
  'GeoNames (via zauberware/postal-codes-json-xml-csv), CC BY 4.0, https://creativecommons.org/licenses/by/4.0/';
