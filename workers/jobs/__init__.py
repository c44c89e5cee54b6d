"""The service side of the pipeline: jobs in the store, one Celery task per step.

- `driver`: runs one step of a job's plan (`workers.pipeline.steps`), keys, claims, heartbeats,
  hands over to the next step;
- `intake`: GitHub issues in (poll, webhook intake, ``/reprobot`` commands, withdrawal);
- `publish`: the report step's GitHub side (the one comment, labels): the only code that uses
  the token;
- `recovery`: steps a dead worker left running;
- `resources`: per-process store and GitHub clients;
- `registry`: the ``reprobot.*`` Celery tasks (`register_tasks`, called by
  `workers.celery_app.create_celery`).
"""
