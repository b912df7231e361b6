import { Chip, Group } from '@mantine/core';
import { INTERNSHIP_CATEGORIES } from '@skillpath/contract';

const ALL = 'All';

interface CategoryChipsProps {
  /** The profile filter the chips reflect. */
  profile: string;
  onProfileChange: (profile: string) => void;
}

/**
 * Spec 000 §2: All, then the categories. A category sets the profile filter, All clears it. A profile
 * typed by hand that is not a category leaves no chip selected, so the chips never claim a filter
 * that is not the one applied.
 */
export function CategoryChips({ profile, onProfileChange }: CategoryChipsProps) {
  const trimmed = profile.trim().toLowerCase();
  const selected =
    trimmed === ''
      ? ALL
      : (INTERNSHIP_CATEGORIES.find((category) => category.toLowerCase() === trimmed) ?? null);

  return (
    <Chip.Group value={selected} onChange={(value) => onProfileChange(value === ALL ? '' : value)}>
      <Group gap="xs" role="radiogroup" aria-label="Category">
        {[ALL, ...INTERNSHIP_CATEGORIES].map((category) => (
          <Chip key={category} value={category} variant="outline">
            {category}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
