# shellcheck shell=bash disable=SC2034
desc="fault: DM9601 with an EEPROM address and local-mac-address in its node; the write of the board's address into PAR stalls (-EPIPE): the interface keeps the EEPROM's address, which PAR holds, with one warning naming the node; ping"
overlay=emu-dm9601-dt.dtso
EMU_DEVICE=dm9601
EMU_ARGS=(--eeprom 02:ee:00:00:96:01)
EMU_NODE=/pcie@10000000/usb@2,0/ethernet@5
EMU_EXPECT=02:ee:00:00:96:01
. "$top/tests/emu/scenario-lib.sh"
. "$top/tests/emu/fault-lib.sh"
# PAR is register 0x10; dm9601 reads it in bind(), and its first write
# there is the board's address (02:11:22:33:96:01)
fault_stall_write 0x10 1 PAR
guest_env+=(BOARD_MAC=02:11:22:33:96:01)
