"""The 拉米纸牌 (Rummy, 2–4 players) table: controller, scene and score panel.

The pieces talk through :mod:`.snapshot` only, as the 金拉米 table does through
``controller.Snapshot``: the scene draws snapshots and emits requests, the controller
checks requests against the engine and broadcasts snapshots.
"""
