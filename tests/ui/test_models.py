"""Every zone model passes qtmodeltester and reports exact changes, never a reset."""

from __future__ import annotations

from engine.prompts import ChainLinkView
from engine.view import CardView, EventView
from ygo_desktop.models import CardRole, ChainModel, FixedCardModel, LogModel, PileModel


def cv(uid: int, name: str | None = "Dark Magician", **kw) -> CardView:
    return CardView(uid=uid, code=46986414 if name else None, name=name, owner=0, controller=0,
                    location=kw.pop("location", "gy"), **kw)


class Spy:
    def __init__(self, model) -> None:
        self.log: list[tuple] = []
        model.rowsInserted.connect(lambda p, a, b: self.log.append(("insert", a, b)))
        model.rowsRemoved.connect(lambda p, a, b: self.log.append(("remove", a, b)))
        model.rowsMoved.connect(lambda p, a, b, d, r: self.log.append(("move", a, r)))
        model.dataChanged.connect(lambda a, b, roles=(): self.log.append(("data", a.row(), b.row())))
        model.modelReset.connect(lambda: self.log.append(("reset",)))


def test_pile_model_passes_modeltester_through_updates(qtmodeltester):
    model = PileModel(0, "gy")
    qtmodeltester.check(model, force_py=True)
    spy = Spy(model)
    model.set_cards([cv(1), cv(2), cv(3)])
    model.set_cards([cv(1), cv(3), cv(4, "Kuriboh")])            # 2 leaves, 4 arrives
    model.set_cards([cv(4, "Kuriboh"), cv(1), cv(3)])           # reordered
    model.set_cards([cv(4, "Kuriboh"), cv(1, atk=100), cv(3)])  # one card changed
    model.set_cards([])
    qtmodeltester.check(model, force_py=True)
    assert ("reset",) not in spy.log
    assert spy.log[0] == ("insert", 0, 0)
    assert ("remove", 1, 1) in spy.log
    assert ("data", 1, 1) in spy.log


def test_pile_model_keeps_rows_it_did_not_change():
    model = PileModel(0, "hand")
    model.set_cards([cv(1), cv(2)])
    spy = Spy(model)
    model.set_cards([cv(1), cv(2), cv(3)])
    assert spy.log == [("insert", 2, 2)]
    assert [model.index(r).data(CardRole.Uid) for r in range(3)] == [1, 2, 3]


def test_fixed_model_reports_only_the_zone_that_changed(qtmodeltester):
    model = FixedCardModel(0, "monsters", 5)
    qtmodeltester.check(model, force_py=True)
    spy = Spy(model)
    model.set_cards([None, cv(7, location="monsters"), None, None, None])
    model.set_cards([None, cv(7, location="monsters", position="defense"), None, None, None])
    model.set_cards([None] * 5)
    assert spy.log == [("data", 1, 1)] * 3
    assert model.rowCount() == 5
    qtmodeltester.check(model, force_py=True)


def test_hidden_card_shows_no_name(qtmodeltester):
    model = PileModel(1, "hand")
    model.set_cards([cv(9, None, location="hand")])
    qtmodeltester.check(model, force_py=True)
    index = model.index(0)
    assert index.data() == "Face-down card"
    assert index.data(CardRole.Code) is None


def test_chain_model_grows_and_resolves_from_the_end(qtmodeltester):
    model = ChainModel()
    qtmodeltester.check(model, force_py=True)
    spy = Spy(model)
    one = ChainLinkView(link=1, player=0, card=5, name="Trap Hole")
    two = ChainLinkView(link=2, player=1, card=6, name="Magic Cylinder")
    model.set_links([one])
    model.set_links([one, two])
    model.set_links([one])
    model.set_links([])
    assert spy.log == [("insert", 0, 0), ("insert", 1, 1), ("remove", 1, 1), ("remove", 0, 0)]
    assert ChainModel().rowCount() == 0
    model.set_links([one])
    assert model.index(0).data() == "Link 1: Trap Hole"
    qtmodeltester.check(model, force_py=True)


def test_log_model_only_appends(qtmodeltester):
    model = LogModel()
    qtmodeltester.check(model, force_py=True)
    spy = Spy(model)
    model.append_events([EventView(seq=1, kind="draw", text="Player 1 drew a card"),
                         EventView(seq=2, kind="phase_end", text="")])
    model.append_events([EventView(seq=3, kind="summoned", text="Player 1 Summoned Dark Magician")])
    assert spy.log == [("insert", 0, 0), ("insert", 1, 1)]
    qtmodeltester.check(model, force_py=True)
