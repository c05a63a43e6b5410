import { Box } from '@interim/shared/ui';

/** Props of {@link ProgressBar}. */
export interface ProgressBarProps {
  /** 0 to 100. */
  value: number;
  /** Accessible name, e.g. 'Profiel compleet'. */
  label: string;
  /** Spoken value, e.g. 'Stap 2 van 6'; defaults to the percentage. */
  valueText?: string;
}

/** A horizontal progress bar with the ARIA progressbar role (the design system has none of its own). */
export function ProgressBar({ value, label, valueText }: ProgressBarProps) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={valueText ?? `${clamped}%`}
      h="2.5"
      w="full"
      bg="bg.muted"
      borderRadius="full"
      overflow="hidden"
    >
      <Box h="full" w={`${clamped}%`} bg="brand.solid" borderRadius="full" transition="width 0.3s" />
    </Box>
  );
}
