-- Issue 29 item 1: a buying team's limits held by the database itself. The domain counts first, for
-- a clear answer; these refuse what two requests racing past that count would write. The numbers
-- are src/shared/buying-teams.ts's (TEAMS_PER_USER, MEMBERS_PER_TEAM, LISTS_PER_TEAM,
-- ITEMS_PER_LIST); tests/worker/buying-teams/team-limits.test.ts checks they agree. Expand only.
CREATE TRIGGER buying_team_members_per_user BEFORE INSERT ON buying_team_members
WHEN (SELECT count(*) FROM buying_team_members WHERE user_id = new.user_id) >= 20
BEGIN
  SELECT RAISE(ABORT, 'too_many_teams');
END;
--> statement-breakpoint
CREATE TRIGGER buying_team_members_per_team BEFORE INSERT ON buying_team_members
WHEN (SELECT count(*) FROM buying_team_members WHERE team_id = new.team_id) >= 50
BEGIN
  SELECT RAISE(ABORT, 'team_full');
END;
--> statement-breakpoint
CREATE TRIGGER buying_team_invitations_per_team BEFORE INSERT ON buying_team_invitations
WHEN (SELECT count(*) FROM buying_team_members WHERE team_id = new.team_id)
  + (SELECT count(*) FROM buying_team_invitations WHERE team_id = new.team_id) >= 50
BEGIN
  SELECT RAISE(ABORT, 'team_full');
END;
--> statement-breakpoint
CREATE TRIGGER buying_team_lists_per_team BEFORE INSERT ON buying_team_lists
WHEN (SELECT count(*) FROM buying_team_lists WHERE team_id = new.team_id) >= 50
BEGIN
  SELECT RAISE(ABORT, 'too_many_lists');
END;
--> statement-breakpoint
CREATE TRIGGER buying_team_items_per_list BEFORE INSERT ON buying_team_items
WHEN (SELECT count(*) FROM buying_team_items WHERE list_id = new.list_id) >= 500
BEGIN
  SELECT RAISE(ABORT, 'list_full');
END;
