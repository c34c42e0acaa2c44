import type { UserDetails } from '@pariksha/contracts/accounts';

/** A learner's profile as the API answers it. */
export const learner = (patch: Partial<UserDetails> = {}): UserDetails => ({
  id: 'u1',
  name: 'Anjali Nair',
  email: 'anjali@example.com',
  emailVerified: true,
  phone: null,
  imageUrl: null,
  targetCategoryId: null,
  targetLevelId: null,
  profileComplete: false,
  hasPassword: true,
  language: null,
  role: 'learner',
  leaderboardName: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...patch,
});
