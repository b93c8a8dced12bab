import type { AssignableRole } from '@griot/contract/workspaces/workspaceRoles';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** A person of the demo with an account of their own (found again by e-mail on the next run). */
export interface DemoPerson {
  firstname: string;
  lastname: string;
  email: string;
  tel: string;
  company: string;
}

export interface DemoMember extends DemoPerson {
  role: AssignableRole;
  /** The role the invitation gave, when it changed since (the audit log tells it). */
  invitedAs?: AssignableRole;
  /** Who invited them: the demo account, or a member listed before. */
  invitedBy: 'demo' | string;
  joinedAgo: number;
  lastActiveAgo: number;
  twoFactor?: boolean;
}

/**
 * The team of « Boutique Téranga »: an administrator who runs the shop with Aminata, an editor who
 * writes the flows and the broadcasts, two agents who answer the customers. Addresses under
 * griot.local, as the demo account's: nothing is ever mailed to a real inbox.
 */
export const DEMO_MEMBERS: DemoMember[] = [
  {
    firstname: 'Moussa',
    lastname: 'Diallo',
    email: 'moussa.diallo@griot.local',
    tel: '+221770000011',
    company: 'Boutique Téranga',
    role: 'admin',
    invitedBy: 'demo',
    joinedAgo: 58 * DAY,
    lastActiveAgo: 2 * HOUR,
    twoFactor: true,
  },
  {
    firstname: 'Khady',
    lastname: 'Fall',
    email: 'khady.fall@griot.local',
    tel: '+221770000012',
    company: 'Boutique Téranga',
    role: 'editor',
    invitedAs: 'agent',
    invitedBy: 'demo',
    joinedAgo: 44 * DAY,
    lastActiveAgo: 26 * HOUR,
  },
  {
    firstname: 'Ibrahima',
    lastname: 'Sarr',
    email: 'ibrahima.sarr@griot.local',
    tel: '+221770000013',
    company: 'Boutique Téranga',
    role: 'agent',
    invitedBy: 'moussa.diallo@griot.local',
    joinedAgo: 29 * DAY,
    lastActiveAgo: 12 * 60_000,
  },
  {
    firstname: 'Aïssatou',
    lastname: 'Ba',
    email: 'aissatou.ba@griot.local',
    tel: '+221770000014',
    company: 'Boutique Téranga',
    role: 'agent',
    invitedBy: 'moussa.diallo@griot.local',
    joinedAgo: 11 * DAY,
    lastActiveAgo: 3 * DAY + 5 * HOUR,
  },
];

/** The pharmacist who took over her client workspace from the provider. */
export const DEMO_CLIENT_OWNER: DemoPerson = {
  firstname: 'Fatou',
  lastname: 'Ndiaye',
  email: 'fatou.ndiaye@griot.local',
  tel: '+221770000021',
  company: 'Pharmacie Baobab',
};

export interface DemoInvitation {
  email: string;
  role: AssignableRole;
  invitedBy: 'demo' | string;
  sentAgo: number;
}

/** One invitation still open (sent two days ago) and one left unanswered past its 7 days. */
export const DEMO_PENDING_INVITATION: DemoInvitation = {
  email: 'cheikh.gueye@griot.local',
  role: 'agent',
  invitedBy: 'moussa.diallo@griot.local',
  sentAgo: 2 * DAY,
};
export const DEMO_EXPIRED_INVITATION: DemoInvitation = {
  email: 'mame.faye@griot.local',
  role: 'editor',
  invitedBy: 'demo',
  sentAgo: 19 * DAY,
};
