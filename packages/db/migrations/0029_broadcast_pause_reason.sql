-- Why a campaign paused by itself: Meta answered an error that every remaining send would get too
-- (the business token, the account, the number or the template). The recipients not reached stay
-- to send; 'Reprendre' clears the reason and goes on from there.
ALTER TABLE broadcasts ADD COLUMN pause_reason text;
