"""Job store: SQLAlchemy models (`models`), operations (`Store`), Alembic migrations (`migrations/`)."""
from workers.store.models import JobState, StepState
from workers.store.store import Claim, Store, TokenInfo, issue_content_hash
from workers.store.tokens import LimitExceeded, TokenLimits

__all__ = ["Store", "Claim", "JobState", "StepState", "issue_content_hash", "TokenInfo", "TokenLimits", "LimitExceeded"]
