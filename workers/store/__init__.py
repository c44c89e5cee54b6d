"""Job store: SQLAlchemy models (`models`), operations (`Store`), Alembic migrations (`migrations/`)."""
from workers.store.models import JobState, StepState
from workers.store.store import Claim, Store, issue_content_hash

__all__ = ["Store", "Claim", "JobState", "StepState", "issue_content_hash"]
