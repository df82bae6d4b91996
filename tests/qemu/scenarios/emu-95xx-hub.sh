# shellcheck shell=bash
desc="lan95xx-emu LAN9514 Ethernet behind QEMU's usb-hub port 1, as on the PandaBoard; node address"
overlay=emu-95xx-hub.dtso
EMU_DEVICE=lan9514
EMU_PORT=1.1
EMU_EXPECT=02:00:00:95:14:01
EMU_NODE=/pcie@10000000/usb@2,0/hub@5/ethernet@1
. "$top/tests/emu/scenario-lib.sh"
