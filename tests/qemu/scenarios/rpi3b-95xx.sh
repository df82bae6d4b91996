# shellcheck shell=bash
board=rpi3b
desc="Pi 3 B, in-tree dtb (only the hub's compatible changed): the real smsc95xx on the emulated LAN9514 at dwc2 port 1.1 gets ethernet@1, a random address, eth0"
overlay=qemu-hub.dtso
timeout=240
EMU_DEVICE=lan9514
EMU_ARGS=(--eeprom none)
EMU_PORT=1.1
EMU_NODE=/soc/usb@7e980000/usb1@1/ethernet@1
. "$top/tests/emu/scenario-lib.sh"
