import sys
from pathlib import Path

_ROOT = str(Path(__file__).resolve().parents[3])
if _ROOT not in sys.path:  # `tests.support` / `tests.service` are imported as packages from the repo root
    sys.path.insert(0, _ROOT)

from tests.service.env import make_settings, pg_url, redis_env  # noqa: E402,F401  (fixtures)
