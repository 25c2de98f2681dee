"""Settings: platformdirs folder (overridable), validated, atomic, corrupt files set aside."""

from __future__ import annotations

import json

from ygo_desktop.settings import FILE_NAME, Settings, SettingsStore, config_dir


def test_env_var_overrides_the_folder(private_config):
    assert config_dir() == private_config


def test_missing_file_gives_defaults_and_saves(private_config):
    store = SettingsStore.open()
    assert store.problem is None
    assert store.settings == Settings()
    store.settings.default_banlist = "TCG"
    store.settings.chain = ["on", "off"]
    store.settings.remember_deck(1, "starter:SDK_Starter_Deck_Kaiba")
    store.save()
    again = SettingsStore.open()
    assert again.settings.default_banlist == "TCG"
    assert again.settings.chain == ["on", "off"]
    assert again.settings.last_decks[1] == "starter:SDK_Starter_Deck_Kaiba"
    assert again.settings.recent_decks == ["starter:SDK_Starter_Deck_Kaiba"]
    assert [p.name for p in private_config.iterdir()] == [FILE_NAME]  # no temp file left


def test_corrupt_json_is_reported_and_set_aside(private_config):
    private_config.mkdir()
    (private_config / FILE_NAME).write_text("{ not json", encoding="utf-8")
    (private_config / "other.txt").write_text("keep me", encoding="utf-8")
    store = SettingsStore.open()
    assert store.problem and "damaged" in store.problem and "settings.json.bad" in store.problem
    assert store.settings == Settings()
    assert (private_config / "settings.json.bad").read_text(encoding="utf-8") == "{ not json"
    assert not (private_config / FILE_NAME).exists()
    assert (private_config / "other.txt").read_text(encoding="utf-8") == "keep me"
    store.save()
    assert json.loads((private_config / FILE_NAME).read_text(encoding="utf-8"))["version"] == 1


def test_invalid_value_names_the_key(private_config):
    private_config.mkdir()
    (private_config / FILE_NAME).write_text(json.dumps({"chain": ["sometimes", "on"]}))
    store = SettingsStore.open()
    assert store.problem is not None and "chain.0" in store.problem
    assert store.settings.chain == ["auto", "auto"]
    assert (private_config / "settings.json.bad").exists()


def test_unknown_keys_are_ignored(private_config):
    private_config.mkdir()
    (private_config / FILE_NAME).write_text(json.dumps({"from_the_future": 1, "starting_lp": 4000}))
    store = SettingsStore.open()
    assert store.problem is None and store.settings.starting_lp == 4000
