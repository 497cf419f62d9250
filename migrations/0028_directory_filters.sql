-- The members list is newest first. With a filter it walked the (org_id, created_at) index and dropped
-- every member the filter did not keep: `status=inactive` passed every active member newer than the
-- first inactive ones (251 ms at a million members after an import of active members), and a small
-- department of old members passed the whole organisation (328 ms, 1.3 million rows read). Each filter
-- now has its own range in the list's order.
-- Inactive members only: an import writes active members, so it never touches this index.
CREATE INDEX members_org_inactive_created_idx ON members (org_id, created_at DESC, id DESC) WHERE status = 'inactive';
-- One index per member with a department, as before (the import pays no more index writes). Its status
-- lets the departments list count active members from the index alone, as the index it replaces did.
CREATE INDEX members_department_created_idx ON members (department_id, created_at DESC, id DESC) INCLUDE (status) WHERE department_id IS NOT NULL;
DROP INDEX members_department_active_idx;
