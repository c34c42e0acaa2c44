import type { UserDetails } from '@pariksha/contracts/accounts';
import type { DetailsRow } from './accounts.repository';
import { mediaUrl } from './photo';

export function presentDetails(row: DetailsRow): UserDetails {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    emailVerified: row.emailVerified,
    phone: row.phone,
    imageUrl: mediaUrl(row.imagePath),
    targetCategoryId: row.targetCategoryId,
    targetLevelId: row.targetLevelId,
    profileComplete: row.completedAt !== null,
    hasPassword: row.hasPassword,
    language: row.language,
    role: row.staffRole ?? 'learner',
    leaderboardName: row.leaderboardName,
    createdAt: row.createdAt.toISOString(),
  };
}
