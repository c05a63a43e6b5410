import type { CvHighlightPart } from '@interim/shared/contract';
import { Text, chakra } from '@interim/shared/ui';

/** Props of {@link CvHighlight}. */
export interface CvHighlightProps {
  parts: CvHighlightPart[] | null | undefined;
}

/**
 * The CV fragment of a search hit, the found words in `<mark>`. Built from
 * the API's plain-text pieces, so whatever a CV contains is shown as text,
 * never as markup (no `dangerouslySetInnerHTML`).
 */
export function CvHighlight({ parts }: CvHighlightProps) {
  if (!parts || parts.length === 0) return <Text color="fg.muted">Geen tekst uit het cv</Text>;
  return (
    <Text maxW="32rem">
      {parts.map((part, index) =>
        part.match ? (
          <chakra.mark key={index} bg="yellow.100" color="inherit" fontWeight="semibold" px="0.5">
            {part.text}
          </chakra.mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </Text>
  );
}
