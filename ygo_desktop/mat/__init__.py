"""The game mat: both fields, every zone, the hands, drag-to-summon and card menus."""
