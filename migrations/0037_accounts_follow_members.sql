-- Issue 56: a member's allowance and their open account never disagree. However a member's allowance
-- changes (a form, an import's update or its rollback, the operator), the account of the open period
-- follows in the same statement with an `adjust` entry, and the account's CHECK refuses a new allowance
-- below what is already held and spent: that statement fails, and nothing changes. The person is the
-- transaction's `portal.actor_id` (set by the application; none: the system). A change the application
-- already applied to the account (a form, which says why it refused) finds them equal and writes nothing.
CREATE FUNCTION members_allowance_to_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH moved AS (
    UPDATE allowance_accounts a SET allowance = NEW.allowance_amount, version = a.version + 1, updated_at = now()
    FROM benefit_periods p
    WHERE a.member_id = NEW.id AND p.id = a.period_id AND p.status = 'open' AND a.allowance IS DISTINCT FROM NEW.allowance_amount
    RETURNING a.*, NEW.allowance_amount - OLD.allowance_amount AS change
  )
  INSERT INTO allowance_ledger (org_id, account_id, kind, allowance_change, allowance_after, reserved_after, spent_after, version, actor_id, note, created_at)
  SELECT org_id, id, 'adjust', change, allowance, reserved, spent, version,
         nullif(current_setting('portal.actor_id', true), '')::uuid, 'allowance changed', now()
  FROM moved;
  RETURN NEW;
END
$$;

CREATE TRIGGER members_allowance_to_account AFTER UPDATE OF allowance_amount ON members
  FOR EACH ROW WHEN (NEW.allowance_amount IS DISTINCT FROM OLD.allowance_amount)
  EXECUTE FUNCTION members_allowance_to_account();
