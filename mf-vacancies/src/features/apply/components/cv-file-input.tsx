import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button, Flex, Text, chakra } from '@interim/shared/ui';

/** Props of {@link CvFileInput}. */
export interface CvFileInputProps {
  id: string;
  /** `register('cvFile')`. */
  registration: UseFormRegisterReturn;
  /** The chosen file's name, if any. */
  fileName: string | undefined;
  invalid: boolean;
  describedBy: string;
}

/** The file types a CV may have (the API's check is the real one). */
const CV_ACCEPT = '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * The CV file field of the apply form (issue 32 item 7): a Dutch "Kies een
 * bestand" button and the chosen file's name, instead of the browser's own
 * "Choose File" (English, unstyled, and wider than a phone's form). The real
 * file input stays in the page, focusable and labelled by the field's label;
 * it is only made invisible, and its focus shows on the button.
 */
export function CvFileInput({ id, registration, fileName, invalid, describedBy }: CvFileInputProps) {
  return (
    <Flex position="relative" align="center" gap="3" wrap="wrap" minW="0">
      <chakra.input
        id={id}
        type="file"
        accept={CV_ACCEPT}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        position="absolute"
        top="0"
        left="0"
        width="1px"
        height="1px"
        opacity="0"
        overflow="hidden"
        css={{ '&:focus-visible + label': { outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' } }}
        {...registration}
      />
      <Button asChild variant="outline" size="sm" cursor="pointer" flexShrink="0">
        <label htmlFor={id}>Kies een bestand</label>
      </Button>
      <Text fontSize="sm" color={fileName ? 'fg' : 'fg.muted'} minW="0" overflowWrap="anywhere">
        {fileName ?? 'Geen bestand gekozen'}
      </Text>
    </Flex>
  );
}
