# shellcheck shell=bash disable=SC2034
desc="nvmem provider missing: the MAC address of an emulated LAN9514 (smsc95xx, no EEPROM) is in a cell of an AT24 EEPROM whose driver the kernel lacks (as imx6qdl-mba6's LAN9500A): the probe waits until the deferred probe timeout, then the interface comes up with the address it has without the cell (random), its label, one warning naming node and cell"
overlay=net-nvmem-missing.dtso
timeout=180
# deferred_probe_timeout: tests/qemu/run sets 1 s for every arm64 boot;
# 3 s here, so that the wait is seen (no interface at first)
cmdline="deferred_probe_timeout=3"
EMU_DEVICE=lan9514
EMU_ARGS=(--eeprom none)
EMU_EXPECT=random
EMU_NODE=/pcie@10000000/usb@2,0/ethernet@5
. "$top/tests/emu/scenario-lib.sh"
