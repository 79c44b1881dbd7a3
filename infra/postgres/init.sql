-- Runs once, when the PostgreSQL volume is first initialised. The services' roles and databases
-- are not made here: the migrate one-shot creates each role (cannaverse_<service>, no superuser)
-- and its database owned by it, with CONNECT only for that role (docs/deploy.md, PostgreSQL roles).
-- This server is the stack's alone, so no role but the admin may connect to the databases that
-- exist from the start either: a service's role reaches its own database and nothing else.
REVOKE CONNECT, TEMPORARY ON DATABASE postgres, template1, cannaverse FROM PUBLIC;
