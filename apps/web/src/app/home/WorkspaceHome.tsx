import { HomePage } from '../../features/stats/HomePage';
import { useCan } from '../../lib/workspaceRole';
import { AgentHome } from './AgentHome';

/**
 * /dashboard: the workspace's figures for the roles that may read them; for the others (an agent),
 * the conversations waiting, rather than figures their role would be refused.
 */
export function WorkspaceHome() {
  return useCan('stats.global') ? <HomePage /> : <AgentHome />;
}
