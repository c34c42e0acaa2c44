import { ProgressScreen } from '@/features/catalogue/pages/progress-page';
import { WhereIStand } from '@/features/standing/components/where-i-stand';

/**
 * The progress route assembles two features (features never import each other): the level's
 * courses from the catalogue, and where I stand with the level's weekly leaderboard.
 */
export default function ProgressPage() {
  return <ProgressScreen standing={(levelId) => <WhereIStand levelId={levelId} />} />;
}
