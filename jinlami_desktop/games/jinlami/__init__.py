"""金拉米 in the app: controller, table scene, side panel, knock and result dialogs."""
