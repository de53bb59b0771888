import { Strong } from '@chargevalet/platform';

export const SLOT = '\u0000';

/** A translated sentence (made with the value SLOT) with the real value in bold where the slot stands. */
export function Highlighted({ text, value }: { text: string; value: string }) {
  const [before, after] = text.split(SLOT);
  return (
    <>
      {before}
      <Strong color="fg" overflowWrap="anywhere">
        {value}
      </Strong>
      {after}
    </>
  );
}
